/*
 * A minimal C hub for side-by-side timing with the RetroKit hub: it speaks the real protocol and prints the
 * real stdout lines, but only for players that always take a wild (the C test player "wild"), so it needs no
 * rules. Usage: wildhub rounds tokens deck player player [...]   (same output as
 * `austerity tokens 999 deck player player ... --max-rounds rounds` with such players).
 * Build: gcc -std=gnu99 -O2 -o wildhub wildhub.c
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    FILE *to;
    FILE *from;
    pid_t pid;
} Player;

static void start(Player *p, const char *program, int count, int id) {
    int in[2], out[2];
    if (pipe(in) || pipe(out)) {
        exit(5);
    }
    p->pid = fork();
    if (p->pid == 0) {
        char n[16], i[16];
        snprintf(n, sizeof n, "%d", count);
        snprintf(i, sizeof i, "%d", id);
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]); close(in[1]); close(out[0]); close(out[1]);
        execlp(program, program, n, i, (char *) NULL);
        _exit(99);
    }
    close(in[0]);
    close(out[1]);
    p->to = fdopen(in[1], "w");
    p->from = fdopen(out[0], "r");
}

static void broadcast(Player *players, int count, const char *line) {
    for (int i = 0; i < count; i++) {
        fprintf(players[i].to, "%s\n", line);
        fflush(players[i].to);
    }
}

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "Usage: wildhub rounds tokens deck player player [...]\n");
        return 1;
    }
    signal(SIGPIPE, SIG_IGN);
    int rounds = atoi(argv[1]);
    int count = argc - 4;
    Player *players = calloc(count, sizeof *players);
    for (int i = 0; i < count; i++) {
        start(&players[i], argv[4 + i], count, i);
    }
    char line[256];
    snprintf(line, sizeof line, "tokens%s", argv[2]);
    broadcast(players, count, line);
    FILE *deck = fopen(argv[3], "r");
    for (int c = 0; c < 8 && deck && fgets(line + 7, sizeof line - 7, deck); c++) {
        char d;
        int v, p, b, y, r;
        line[strcspn(line, "\n")] = '\0';
        memcpy(line, "newcard", 7);
        broadcast(players, count, line);
        sscanf(line + 7, "%c:%d:%d,%d,%d,%d", &d, &v, &p, &b, &y, &r);
        printf("New card = Bonus %c, worth %d, costs %d,%d,%d,%d\n", d, v, p, b, y, r);
    }
    for (int round = 0; round < rounds; round++) {
        for (int i = 0; i < count; i++) {
            fprintf(players[i].to, "dowhat\n");
            fflush(players[i].to);
            if (!fgets(line, sizeof line, players[i].from) || strcmp(line, "wild\n") != 0) {
                return 7;
            }
            snprintf(line, sizeof line, "wild%c", 'A' + i);
            broadcast(players, count, line);
            printf("Player %c took a wild\n", 'A' + i);
        }
    }
    printf("Winner(s) ");
    for (int i = 0; i < count; i++) {
        printf(i ? ",%c" : "%c", 'A' + i);
    }
    printf("\n");
    broadcast(players, count, "eog");
    for (int i = 0; i < count; i++) {
        waitpid(players[i].pid, NULL, 0);
    }
    return 0;
}
