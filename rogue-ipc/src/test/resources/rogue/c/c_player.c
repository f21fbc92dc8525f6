/* A small C player for the tests, following rogue-player.md. Usage: c_player doorX doorY maxAttacks range leaveTurn */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "message.h"

static int dist(coordinate a, coordinate b) { return abs(a.x - b.x) + abs(a.y - b.y); }

int main(int argc, char **argv) {
  if (argc < 6) return 2;
  coordinate door = {atoi(argv[1]), atoi(argv[2])};
  int max_attacks = atoi(argv[3]), range = atoi(argv[4]), leave = atoi(argv[5]);
  int dirs[8][2] = {{1,0},{1,1},{0,1},{-1,1},{-1,0},{-1,-1},{0,-1},{1,-1}};
  int health = 15, turn = 0;
  player_response r;
  memset(&r, 0, sizeof r);
  write(1, &r, sizeof r);
  player_message m;
  memset(&m, 0, sizeof m);
  for (;;) {
    turn++;
    if (read(0, &m, sizeof m) <= 0) return 0;
    if (leave != 0 && turn == leave) return 0;
    if (m.game_over) return 0;
    memset(&r, 0, sizeof r);
    int net = m.total_damage - 5;
    if (net >= 0) {
      health -= net;
      if (health <= 0) { r.pr_type = pr_dead; write(1, &r, sizeof r); return 0; }
    }
    int attacked = 0;
    for (int i = 0; i < m.alive_monster_count && i < MONSTER_LIMIT && attacked < max_attacks; i++) {
      if (dist(m.monster_coordinates[i], m.new_position) <= range) { r.pr_content.attacked[i] = 7; attacked++; }
    }
    if (attacked > 0) {
      r.pr_type = pr_attack;
    } else {
      r.pr_type = pr_move;
      int cur = dist(door, m.new_position);
      for (int k = 0; k < 8; k++) {
        coordinate c = {m.new_position.x + dirs[k][0], m.new_position.y + dirs[k][1]};
        if (dist(door, c) < cur) {
          int dx = dirs[k][0], dy = dirs[k][1];
          memmove(dirs[k], dirs[k + 1], sizeof(dirs[0]) * (7 - k));
          dirs[7][0] = dx; dirs[7][1] = dy;
          r.pr_content.move_to = c;
          break;
        }
      }
    }
    write(1, &r, sizeof r);
  }
}
