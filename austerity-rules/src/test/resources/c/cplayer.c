/*
 * A test player in C for the RetroKit Austerity hub. Its behaviour is chosen by the name it is started
 * under (argv[0]'s last component), so one binary plays every part through symlinks:
 *
 *   wild        answers every dowhat with "wild"; exits 0 on eog          (a well-behaved player)
 *   garbage     answers every dowhat with "wild please"                   (protocol error after two)
 *   garbageonce answers the first dowhat with garbage, then "wild"       (re-prompt recovers)
 *   longline    answers with a 5000-byte line                             (line-length limit)
 *   silent      never answers                                             (response timeout, SIGINT)
 *   quitter     exits with status 3 on its first dowhat                   (client disconnected)
 *   flood       writes "wild" lines forever on its first dowhat           (never hangs the hub)
 *   endless     answers its first dowhat with a line that never ends      (no newline, ever)
 *   stubborn    ignores eog and sleeps                                    (SIGKILL after 2 s)
 *   crash       aborts on eog                                             (signal report)
 *   status3     exits with status 3 on eog                                (status report)
 *
 * Every mode checks the hub's messages like a real player: a line that is not a known message, or end of
 * input before eog, is exit 6. If PIDDIR is set, the player writes its pid to $PIDDIR/<myid>.pid.
 * Build: gcc -std=gnu99 -Wall -pedantic -o cplayer cplayer.c
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int known(const char *line) {
    static const char *prefixes[] = {"tokens", "newcard", "purchased", "took", "wild", "dowhat", "eog"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        if (strncmp(line, prefixes[i], strlen(prefixes[i])) == 0) {
            return 1;
        }
    }
    return 0;
}

static void say(const char *reply) {
    printf("%s\n", reply);
    fflush(stdout);
}

static void write_pid(const char *id) {
    const char *dir = getenv("PIDDIR");
    if (dir != NULL) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.pid", dir, id);
        FILE *f = fopen(path, "w");
        if (f != NULL) {
            fprintf(f, "%ld\n", (long) getpid());
            fclose(f);
        }
    }
}

static void answer(const char *mode, int turn) {
    if (strcmp(mode, "garbage") == 0 || (strcmp(mode, "garbageonce") == 0 && turn == 0)) {
        say("wild please");
    } else if (strcmp(mode, "longline") == 0) {
        for (int i = 0; i < 5000; i++) {
            putchar('x');
        }
        say("");
    } else if (strcmp(mode, "quitter") == 0) {
        exit(3);
    } else if (strcmp(mode, "endless") == 0) {
        for (;;) {
            putchar('x');
        }
    } else if (strcmp(mode, "flood") == 0) {
        for (;;) {
            printf("wild\n");
        }
    } else if (strcmp(mode, "silent") != 0) {
        say("wild");
    }
}

static void end_of_game(const char *mode) {
    if (strcmp(mode, "stubborn") == 0) {
        for (;;) {
            pause();
        }
    }
    if (strcmp(mode, "crash") == 0) {
        abort();
    }
    exit(strcmp(mode, "status3") == 0 ? 3 : 0);
}

int main(int argc, char **argv) {
    const char *slash = strrchr(argv[0], '/');
    const char *mode = slash == NULL ? argv[0] : slash + 1;
    if (argc != 3) {
        fprintf(stderr, "Usage: %s pcount myid\n", mode);
        return 1;
    }
    signal(SIGPIPE, SIG_DFL);
    write_pid(argv[2]);
    char line[256];
    int turn = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        if (!known(line)) {
            return 6;
        }
        if (strcmp(line, "eog") == 0) {
            end_of_game(mode);
        }
        if (strcmp(line, "dowhat") == 0) {
            answer(mode, turn++);
        }
    }
    return 6;
}
