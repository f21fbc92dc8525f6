/* A small C monster for the tests: the course's sample monster rules. Usage: c_monster health damage defence range */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "message.h"

static int read_full(void *buf, size_t size) {
  size_t got = 0;
  while (got < size) {
    ssize_t n = read(0, (char *)buf + got, size - got);
    if (n <= 0) return 0;
    got += n;
  }
  return 1;
}

static int dist(coordinate a, coordinate b) { return abs(a.x - b.x) + abs(a.y - b.y); }

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  int health = atoi(argv[1]), damage = atoi(argv[2]), defence = atoi(argv[3]), range = atoi(argv[4]);
  static const int steps[8][2] = {{0,-1},{1,-1},{1,0},{1,1},{0,1},{-1,1},{-1,0},{-1,-1}};
  monster_response r;
  memset(&r, 0, sizeof r);
  r.mr_type = mr_ready;
  write(1, &r, sizeof r);
  monster_message m;
  while (read_full(&m, sizeof m)) {
    if (m.game_over) return 0;
    int hit = m.damage - defence;
    health -= hit > 0 ? hit : 0;
    memset(&r, 0, sizeof r);
    if (health <= 0) {
      r.mr_type = mr_dead;
      write(1, &r, sizeof r);
      return 0;
    }
    if (dist(m.new_position, m.player_coordinate) <= range) {
      r.mr_type = mr_attack;
      r.mr_content.attack = damage;
    } else {
      coordinate best = m.new_position;
      int bestd = dist(best, m.player_coordinate);
      for (int k = 0; k < 8; k++) {
        coordinate c = {m.new_position.x + steps[k][0], m.new_position.y + steps[k][1]};
        if (dist(c, m.player_coordinate) < bestd) { best = c; bestd = dist(c, m.player_coordinate); }
      }
      r.mr_type = mr_move;
      r.mr_content.move_to = best;
    }
    write(1, &r, sizeof r);
  }
  return 0;
}
