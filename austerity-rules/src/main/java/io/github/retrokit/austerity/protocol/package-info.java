/**
 * The course's text protocol: the messages between hub and players
 * ({@link io.github.retrokit.austerity.protocol.Protocol} formats and parses them strictly) and the lines the hub
 * prints on its stdout ({@link io.github.retrokit.austerity.protocol.HubLines}).
 */
package io.github.retrokit.austerity.protocol;
