/*
 * A misbehaving child for the tests. Built twice: -DPLAYER (mode = argv[3], after the door) and as a monster
 * (mode = argv[1]). After ready, on the first message it misbehaves as the mode says:
 *   noready (exit 3 before ready), garbage (text instead of a response), wrongtype (ready again),
 *   half (half a response, then exit), silent (never answers), crash (SIGSEGV),
 *   fds (lists its open descriptors on stderr, then plays a monster that stays where it is),
 *   lastword (stays where it is; on game_over waits 0.1 s, writes one more response, exits 0),
 *   leavealive (closes stdin and stdout, the socket, then stays alive until SIGTERM, which makes it exit 0),
 *   leavegrandchild (exits 0, leaving a grandchild that holds the socket until the world closes its end).
 */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "message.h"

#ifdef PLAYER
typedef player_message message;
typedef player_response response;
#define MODE_ARG 3
#define STAY(r, m) ((r).pr_type = pr_move, (r).pr_content.move_to = (m).new_position)
#else
typedef monster_message message;
typedef monster_response response;
#define MODE_ARG 1
#define STAY(r, m) ((r).mr_type = mr_move, (r).mr_content.move_to = (m).new_position)
#endif

static void list_fds(void) {
  DIR *d = opendir("/proc/self/fd");
  struct dirent *e;
  fprintf(stderr, "fds:");
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] != '.' && atoi(e->d_name) != dirfd(d)) fprintf(stderr, " %s", e->d_name);
  }
  fprintf(stderr, "\n");
  closedir(d);
}

static void exit_quietly(int signal) {
  (void)signal;
  _exit(0);
}

int main(int argc, char **argv) {
  const char *mode = argc > MODE_ARG ? argv[MODE_ARG] : "?";
  response r;
  message m;
  if (strcmp(mode, "noready") == 0) return 3;
  memset(&r, 0, sizeof r);
  write(1, &r, sizeof r);
  if (strcmp(mode, "fds") == 0) list_fds();
  if (read(0, &m, sizeof m) <= 0) return 0;
  if (strcmp(mode, "lastword") == 0) {
    while (!m.game_over) {
      STAY(r, m);
      write(1, &r, sizeof r);
      if (read(0, &m, sizeof m) <= 0) return 0;
    }
    usleep(100000); /* long after a world that closes the socket at once has closed it */
    write(1, &r, sizeof r);
    return 0;
  }
  if (strcmp(mode, "leavealive") == 0) {
    signal(SIGTERM, exit_quietly);
    close(0);
    close(1);
    for (;;) pause();
  }
  if (strcmp(mode, "leavegrandchild") == 0) {
    if (fork() == 0) {
      while (read(0, &m, sizeof m) > 0) continue;
      _exit(0);
    }
    return 0;
  }
  if (strcmp(mode, "garbage") == 0) {
    char junk[sizeof r];
    memset(junk, 'Z', sizeof junk);
    write(1, junk, sizeof junk);
  } else if (strcmp(mode, "wrongtype") == 0) {
    write(1, &r, sizeof r); /* ready again, in the middle of the game */
  } else if (strcmp(mode, "half") == 0) {
    write(1, &r, sizeof r / 2);
    return 0;
  } else if (strcmp(mode, "silent") == 0) {
    sleep(3600);
  } else if (strcmp(mode, "crash") == 0) {
    raise(SIGSEGV);
  }
#ifndef PLAYER
  if (strcmp(mode, "fds") == 0) {
    do {
      if (m.game_over) return 0;
      r.mr_type = mr_move;
      r.mr_content.move_to = m.new_position;
      write(1, &r, sizeof r);
    } while (read(0, &m, sizeof m) > 0);
    return 0;
  }
#endif
  for (;;) { /* stay until the world closes the connection */
    if (read(0, &m, sizeof m) <= 0) return 0;
  }
}
