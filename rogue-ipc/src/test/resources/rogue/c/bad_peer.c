/*
 * A misbehaving child for the tests. Built twice: -DPLAYER (mode = argv[3], after the door) and as a monster
 * (mode = argv[1]). Modes: noready, garbage, wrongtype, half, silent, crash, fdcount (reports its open fds).
 */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "message.h"

#ifdef PLAYER
typedef player_message message;
typedef player_response response;
#define MODE_ARG 3
#else
typedef monster_message message;
typedef monster_response response;
#define MODE_ARG 1
#endif

int main(int argc, char **argv) {
  const char *mode = argc > MODE_ARG ? argv[MODE_ARG] : "?";
  response r;
  message m;
  if (strcmp(mode, "noready") == 0) return 3;
  memset(&r, 0, sizeof r);
  write(1, &r, sizeof r);
  if (read(0, &m, sizeof m) <= 0) return 0;
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
  for (;;) { /* stay until told to stop */
    if (read(0, &m, sizeof m) <= 0) return 0;
  }
}
