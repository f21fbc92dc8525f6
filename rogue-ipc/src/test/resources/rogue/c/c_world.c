/*
 * A small C world written the course's way (fork, socketpair, dup2, exec, blocking reads, printf maps), for
 * two jobs: proving that a C world plays our Java monster and player exactly like C ones, and timing our world
 * against C on the same game (bench/compare-worlds.sh). No timeouts and no misbehaviour handling: well-behaved
 * children only. Usage: c_world < input
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "message.h"

typedef struct entity {
  pid_t pid;
  int fd;
  char symbol;
  coordinate pos;
  int damage;
  bool alive;
  monster_response reply;
} entity;

static int width, height, count;
static coordinate door;
static entity player, monsters[MONSTER_LIMIT];
static entity *order[MONSTER_LIMIT]; /* alive monsters sorted by position */
static int alive_count;

static void start(entity *e, char **argv) {
  int fd[2];
  socketpair(AF_UNIX, SOCK_STREAM, PF_UNIX, fd);
  fflush(stdout);
  e->pid = fork();
  if (e->pid == 0) {
    dup2(fd[1], 0);
    dup2(fd[1], 1);
    for (int i = 3; i < 256; i++) close(i);
    execv(argv[0], argv); /* a path: 'player' is ./player, never looked up on PATH */
    _exit(127);
  }
  close(fd[1]);
  e->fd = fd[0];
  e->alive = true;
}

static bool read_full(int fd, void *buf, size_t size) {
  size_t got = 0;
  while (got < size) {
    ssize_t n = read(fd, (char *)buf + got, size - got);
    if (n <= 0) return false;
    got += n;
  }
  return true;
}

static bool same(coordinate a, coordinate b) { return a.x == b.x && a.y == b.y; }

static int by_position(const void *a, const void *b) {
  const entity *m = *(entity *const *)a, *n = *(entity *const *)b;
  return m->pos.x != n->pos.x ? m->pos.x - n->pos.x : m->pos.y - n->pos.y;
}

static void sort_alive(void) {
  alive_count = 0;
  for (int i = 0; i < count; i++)
    if (monsters[i].alive) order[alive_count++] = &monsters[i];
  qsort(order, alive_count, sizeof order[0], by_position);
}

static void print_map(void) {
  for (int y = 0; y < height; y++) {
    for (int x = 0; x < width; x++) {
      coordinate c = {x, y};
      char cell = '.';
      if (same(c, player.pos)) cell = '@';
      else if (same(c, door)) cell = '+';
      else if (x == 0 || y == 0 || x == width - 1 || y == height - 1) cell = '#';
      else
        for (int i = 0; i < alive_count; i++)
          if (order[i]->alive && same(c, order[i]->pos)) { cell = order[i]->symbol; break; }
      putchar(cell);
    }
    putchar('\n');
  }
  putchar('\n');
}

static bool can_enter(coordinate to, entity *mover) {
  if (to.x < 0 || to.y < 0 || to.x >= width || to.y >= height) return false;
  if (same(to, door)) return mover == &player;
  if (to.x == 0 || to.y == 0 || to.x == width - 1 || to.y == height - 1) return false;
  if (mover != &player && same(to, player.pos)) return false;
  for (int i = 0; i < count; i++)
    if (&monsters[i] != mover && monsters[i].alive && same(to, monsters[i].pos)) return false;
  return true;
}

static void game_over(const char *text) {
  print_map();
  printf("Game Over\nPlayer %s\n", text);
  fflush(stdout);
  player_message pm;
  memset(&pm, 0, sizeof pm);
  pm.new_position = player.pos;
  pm.game_over = true;
  if (player.alive) write(player.fd, &pm, sizeof pm);
  for (int i = 0; i < count; i++) {
    if (!monsters[i].alive) continue;
    monster_message mm = {monsters[i].pos, 0, player.pos, true};
    write(monsters[i].fd, &mm, sizeof mm);
  }
  if (player.alive) waitpid(player.pid, NULL, 0);
  for (int i = 0; i < count; i++)
    if (monsters[i].alive) waitpid(monsters[i].pid, NULL, 0);
  exit(0);
}

/* The player's part of a turn; returns only if the game goes on. */
static void player_turn(int damage) {
  player_message pm;
  memset(&pm, 0, sizeof pm);
  pm.new_position = player.pos;
  pm.total_damage = damage;
  pm.alive_monster_count = alive_count;
  for (int i = 0; i < alive_count; i++) pm.monster_coordinates[i] = order[i]->pos;
  write(player.fd, &pm, sizeof pm);
  player_response pr;
  if (!read_full(player.fd, &pr, sizeof pr)) {
    player.alive = false;
    close(player.fd);
    waitpid(player.pid, NULL, 0);
    game_over("lost by leaving the game");
  }
  if (pr.pr_type == pr_move) {
    if (can_enter(pr.pr_content.move_to, &player)) player.pos = pr.pr_content.move_to;
    if (same(player.pos, door)) game_over("won by reaching the door");
  } else if (pr.pr_type == pr_attack) {
    for (int i = 0; i < alive_count; i++) order[i]->damage = pr.pr_content.attacked[i];
  } else if (pr.pr_type == pr_dead) {
    player.alive = false;
    waitpid(player.pid, NULL, 0);
    game_over("lost by dying");
  }
}

/* The monsters' part of a turn; returns the damage they dealt to the player. */
static int monsters_turn(void) {
  int n = alive_count, damage = 0;
  entity *turn[MONSTER_LIMIT];
  memcpy(turn, order, sizeof turn);
  for (int i = 0; i < n; i++) {
    monster_message mm = {turn[i]->pos, turn[i]->damage, player.pos, false};
    turn[i]->damage = 0;
    write(turn[i]->fd, &mm, sizeof mm);
  }
  for (int i = 0; i < n; i++)
    if (!read_full(turn[i]->fd, &turn[i]->reply, sizeof turn[i]->reply)) turn[i]->reply.mr_type = mr_dead;
  for (int i = 0; i < n; i++) {
    monster_response *r = &turn[i]->reply;
    if (r->mr_type == mr_move && can_enter(r->mr_content.move_to, turn[i])) turn[i]->pos = r->mr_content.move_to;
    else if (r->mr_type == mr_attack) damage += r->mr_content.attack;
    else if (r->mr_type == mr_dead) {
      turn[i]->alive = false;
      close(turn[i]->fd);
      waitpid(turn[i]->pid, NULL, 0);
    }
  }
  sort_alive();
  return damage;
}

int main(void) {
  char exe[256], a3[64], a4[64], a5[64], dx[16], dy[16];
  if (scanf("%d %d %d %d %d %d %255s %63s %63s %63s %d", &width, &height, &door.x, &door.y, &player.pos.x,
            &player.pos.y, exe, a3, a4, a5, &count) != 11 || count < 0 || count > MONSTER_LIMIT) return 3;
  snprintf(dx, sizeof dx, "%d", door.x);
  snprintf(dy, sizeof dy, "%d", door.y);
  char *pargv[] = {exe, dx, dy, a3, a4, a5, NULL};
  start(&player, pargv);
  for (int i = 0; i < count; i++) {
    char mexe[256], m[4][64];
    if (scanf("%255s %c %d %d %63s %63s %63s %63s", mexe, &monsters[i].symbol, &monsters[i].pos.x,
              &monsters[i].pos.y, m[0], m[1], m[2], m[3]) != 8) return 3;
    char *margv[] = {mexe, m[0], m[1], m[2], m[3], NULL};
    start(&monsters[i], margv);
  }
  player_response ready;
  monster_response mready;
  if (!read_full(player.fd, &ready, sizeof ready)) return 4;
  for (int i = 0; i < count; i++)
    if (!read_full(monsters[i].fd, &mready, sizeof mready)) return 4;
  sort_alive();
  print_map();
  int damage = 0; /* even without monsters the player plays turn 1 */
  while (true) {
    player_turn(damage);
    damage = monsters_turn();
    if (alive_count == 0) game_over("won by surviving all monsters");
    print_map();
  }
}
