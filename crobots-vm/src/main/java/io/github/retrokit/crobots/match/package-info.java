/**
 * Playing robots against each other: a {@link io.github.retrokit.crobots.match.MatchSeries} is the
 * original's {@code -m} series, a {@link io.github.retrokit.crobots.match.CrobotsTournament} plays independent
 * matches on several threads; results are data ({@link io.github.retrokit.crobots.match.CrobotsMatchResult},
 * {@link io.github.retrokit.crobots.match.CrobotsTournamentResult}), observers
 * ({@link io.github.retrokit.crobots.match.MatchObserver}) receive immutable snapshots, and
 * {@link io.github.retrokit.crobots.match.MatchReport} prints the original's report.
 */
package io.github.retrokit.crobots.match;
