/**
 * Watching matches: {@link io.github.retrokit.crobots.view.TerminalView} draws the arena live on an ANSI
 * terminal, {@link io.github.retrokit.crobots.view.ReplayRecorder} records a match as a self-contained HTML
 * page. Both are {@link io.github.retrokit.crobots.match.MatchObserver}s.
 */
package io.github.retrokit.crobots.view;
