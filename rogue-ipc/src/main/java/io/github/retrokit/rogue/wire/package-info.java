/**
 * The course's {@code message.h} on the wire: the C structs (coordinate, monster_message, monster_response,
 * player_message, player_response) as records, their byte layout for any MONSTER_LIMIT ({@link
 * io.github.retrokit.rogue.wire.WireFormat}, x86-64 gcc, little-endian), and whole messages assembled from short reads
 * ({@link io.github.retrokit.rogue.wire.FrameReader}).
 */
package io.github.retrokit.rogue.wire;
