/*
 * A tiny C world that drives one child over a socketpair (fork, dup2, exec, like the course's worlds) from a script
 * on stdin, and prints every response decoded. Usage: harness monster|player program args...
 * Script lines:  monster: x y damage playerX playerY gameOver
 *                player:  x y damage gameOver count mx my ...
 * Output lines: READY, MOVE x y, ATTACK v (monster) or ATTACK a0 a1 ... (player, trailing zeros cut), DEAD, EOF,
 * and finally EXIT status or SIGNAL n. A script line starting with '!' is sent after shutdown(SHUT_RD), and then
 * the harness closes its end of the socket (a world that has gone away: the child's reply finds no reader).
 * A script line "~N" sends signal N to the child at once; the script's next line follows without waiting.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <signal.h>
#include <unistd.h>
#include "message.h"

static int sock;

static int read_full(void *buf, size_t size) {
  size_t got = 0;
  while (got < size) {
    ssize_t n = read(sock, (char *)buf + got, size - got);
    if (n <= 0) return 0;
    got += n;
  }
  return 1;
}

static int reply_monster(void) {
  monster_response r;
  if (!read_full(&r, sizeof r)) { printf("EOF\n"); return 0; }
  switch (r.mr_type) {
    case mr_ready: printf("READY\n"); break;
    case mr_move: printf("MOVE %d %d\n", r.mr_content.move_to.x, r.mr_content.move_to.y); break;
    case mr_attack: printf("ATTACK %d\n", r.mr_content.attack); break;
    case mr_dead: printf("DEAD\n"); return 0;
    default: printf("TYPE %d\n", r.mr_type); return 0;
  }
  return 1;
}

static int reply_player(void) {
  player_response r;
  if (!read_full(&r, sizeof r)) { printf("EOF\n"); return 0; }
  switch (r.pr_type) {
    case pr_ready: printf("READY\n"); break;
    case pr_move: printf("MOVE %d %d\n", r.pr_content.move_to.x, r.pr_content.move_to.y); break;
    case pr_attack: {
      int last = MONSTER_LIMIT;
      while (last > 0 && r.pr_content.attacked[last - 1] == 0) last--;
      printf("ATTACK");
      for (int i = 0; i < last; i++) printf(" %d", r.pr_content.attacked[i]);
      printf("\n");
      break;
    }
    case pr_dead: printf("DEAD\n"); return 0;
    default: printf("TYPE %d\n", r.pr_type); return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int is_player = strcmp(argv[1], "player") == 0;
  int fd[2];
  socketpair(AF_UNIX, SOCK_STREAM, PF_UNIX, fd);
  pid_t pid = fork();
  if (pid == 0) {
    /* the child's signals at their default action even if ours were inherited ignored (a background job) */
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    close(fd[0]);
    dup2(fd[1], 0);
    dup2(fd[1], 1);
    close(fd[1]);
    execvp(argv[2], argv + 2);
    _exit(127);
  }
  close(fd[1]);
  sock = fd[0];
  int alive = is_player ? reply_player() : reply_monster();
  char line[1024];
  while (alive && fgets(line, sizeof line, stdin)) {
    if (line[0] == '~') {
      signal(SIGPIPE, SIG_IGN); /* the child may be gone by the next write */
      kill(pid, atoi(line + 1));
      continue;
    }
    int hang_up = line[0] == '!';
    if (hang_up) {
      line[0] = ' ';
      shutdown(sock, SHUT_RD); /* from now on the child's writes fail (EPIPE), whenever it makes them */
    }
    if (is_player) {
      player_message m;
      memset(&m, 0, sizeof m);
      int go = 0, n = 0, used = 0;
      char *p = line;
      sscanf(p, "%d %d %d %d %d%n", &m.new_position.x, &m.new_position.y, &m.total_damage, &go,
             &m.alive_monster_count, &used);
      p += used;
      while (n < MONSTER_LIMIT && sscanf(p, "%d %d%n", &m.monster_coordinates[n].x, &m.monster_coordinates[n].y, &used) == 2) {
        p += used;
        n++;
      }
      m.game_over = go;
      write(sock, &m, sizeof m);
      if (go || hang_up) break;
      alive = reply_player();
    } else {
      monster_message m;
      memset(&m, 0, sizeof m);
      int go = 0;
      sscanf(line, "%d %d %d %d %d %d", &m.new_position.x, &m.new_position.y, &m.damage,
             &m.player_coordinate.x, &m.player_coordinate.y, &go);
      m.game_over = go;
      write(sock, &m, sizeof m);
      if (go || hang_up) break;
      alive = reply_monster();
    }
  }
  close(sock);
  int status;
  waitpid(pid, &status, 0);
  if (WIFEXITED(status)) printf("EXIT %d\n", WEXITSTATUS(status));
  else printf("SIGNAL %d\n", WTERMSIG(status));
  return 0;
}
