/*
 * The austerity hub in C, written from the assignment text alone (Revision 1.2) with RetroKit's interpretations
 * (8: a game whose market and deck are empty ends at once; 11: a wrong argument count is the usage error;
 * 12: a deck line is exactly D:V:P,B,Y,R): an independent implementation for the tests to compare our hub with.
 * fork/execvp with a close-on-exec pipe to detect a failed exec, stdio on the pipes, the spec's stdout lines,
 * exit statuses and shutdown reports. Usage: chub tokens points deck player player [player ...]
 * Build (beside fields.h): gcc -std=gnu99 -Wall -pedantic -o chub chub.c
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fields.h"

#define COLOURS 4
#define MARKET 8
#define MAX_PLAYERS 26
#define MAX_CARDS 4096

static const char LETTERS[] = "PBYR";

struct card {
    int colour;
    int points;
    int cost[COLOURS];
};

struct player {
    FILE *to;
    FILE *from;
    pid_t pid;
    int status;
    int reaped;
    int points;
    int discount[COLOURS];
    int tokens[COLOURS];
    int wild;
};

static struct card deck[MAX_CARDS];
static int deckSize;
static int nextCard;
static struct card market[MARKET];
static int marketSize;
static int piles[COLOURS];
static struct player players[MAX_PLAYERS];
static int playerCount;
static int started;
static volatile sig_atomic_t interrupted;

static void onInterrupt(int signal) {
    (void) signal;
    interrupted = 1;
}

static int parseCard(const char *line, struct card *card) {
    const char *p = line;
    const char *at = *p == '\0' ? NULL : strchr(LETTERS, *p);
    if (at == NULL) {
        return 0;
    }
    card->colour = (int) (at - LETTERS);
    p++;
    return literal(&p, ":") && counts(&p, &card->points, 1) && literal(&p, ":") && counts(&p, card->cost, COLOURS)
            && *p == '\0';
}

/* 0 ok, 3 cannot access, 4 invalid contents */
static int loadDeck(const char *file) {
    FILE *f = fopen(file, "r");
    if (f == NULL) {
        return 3;
    }
    char line[256];
    int status = 0;
    while (status == 0 && fgets(line, sizeof line, f) != NULL) {
        char *newline = strchr(line, '\n');
        if (newline != NULL) {
            *newline = '\0';
        } else if (!feof(f) || strlen(line) + 1 == sizeof line) {
            status = 4;
        }
        if (status == 0 && (deckSize == MAX_CARDS || !parseCard(line, &deck[deckSize++]))) {
            status = 4;
        }
    }
    if (ferror(f)) {
        status = 3;
    }
    fclose(f);
    return status == 0 && deckSize == 0 ? 4 : status;
}

static void send(int p, const char *message) {
    if (players[p].to != NULL) {
        fprintf(players[p].to, "%s\n", message);
        fflush(players[p].to);
    }
}

static void broadcast(const char *message) {
    for (int p = 0; p < playerCount; p++) {
        send(p, message);
    }
}

/* 0 on success, -1 if the program cannot be started. */
static int startPlayer(int p, const char *program) {
    int in[2], out[2], check[2];
    if (pipe(in) || pipe(out) || pipe(check)) {
        return -1;
    }
    fcntl(check[1], F_SETFD, FD_CLOEXEC);
    pid_t pid = fork();
    if (pid == 0) {
        char count[16], id[16];
        snprintf(count, sizeof count, "%d", playerCount);
        snprintf(id, sizeof id, "%d", p);
        int null = open("/dev/null", O_WRONLY);
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(null, 2);
        for (int fd = 3; fd < 1024; fd++) {
            if (fd != check[1]) {
                close(fd);
            }
        }
        execlp(program, program, count, id, (char *) NULL);
        char failed = 1;
        if (write(check[1], &failed, 1) != 1) {
            _exit(98);
        }
        _exit(99);
    }
    close(in[0]);
    close(out[1]);
    close(check[1]);
    char failed;
    ssize_t n = pid < 0 ? 1 : read(check[0], &failed, 1);
    close(check[0]);
    players[p].pid = pid;
    players[p].to = fdopen(in[1], "w");
    players[p].from = fdopen(out[0], "r");
    return n == 0 ? 0 : -1;
}

static void reap(int p, int options) {
    int status;
    if (!players[p].reaped && players[p].pid > 0 && waitpid(players[p].pid, &status, options) == players[p].pid) {
        players[p].reaped = 1;
        players[p].status = status;
    }
}

static int allReaped(int count) {
    for (int p = 0; p < count; p++) {
        reap(p, WNOHANG);
        if (!players[p].reaped) {
            return 0;
        }
    }
    return 1;
}

/* Sends eog, waits up to 2 s, kills the rest, reaps all, reports if asked; exits with status and message. */
static void shutDown(int report, int exitStatus, const char *message) {
    fflush(stdout);
    for (int p = 0; p < started; p++) {
        send(p, "eog");
    }
    struct timespec tick = {0, 10 * 1000 * 1000};
    for (int waited = 0; waited < 200 && !allReaped(started); waited++) {
        nanosleep(&tick, NULL);
    }
    for (int p = 0; p < started; p++) {
        if (!players[p].reaped) {
            kill(players[p].pid, SIGKILL);
            reap(p, 0);
        }
    }
    for (int p = 0; p < started && report; p++) {
        int status = players[p].status;
        if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
            fprintf(stderr, "Player %c ended with status %d\n", 'A' + p, WEXITSTATUS(status));
        } else if (WIFSIGNALED(status)) {
            fprintf(stderr, "Player %c shutdown after receiving signal %d\n", 'A' + p, WTERMSIG(status));
        }
    }
    if (message != NULL) {
        fprintf(stderr, "%s\n", message);
    }
    exit(exitStatus);
}

static int need(int p, const struct card *card, int c) {
    int owed = card->cost[c] - players[p].discount[c];
    return owed > 0 ? owed : 0;
}

static void newCard(void) {
    struct card *card = &deck[nextCard++];
    market[marketSize++] = *card;
    char message[128];
    snprintf(message, sizeof message, "newcard%c:%d:%d,%d,%d,%d", LETTERS[card->colour], card->points,
            card->cost[0], card->cost[1], card->cost[2], card->cost[3]);
    printf("New card = Bonus %c, worth %d, costs %d,%d,%d,%d\n", LETTERS[card->colour], card->points,
            card->cost[0], card->cost[1], card->cost[2], card->cost[3]);
    broadcast(message);
}

static int purchase(int p, const char *args) {
    const char *q = args;
    int index;
    int paid[COLOURS + 1];
    if (!counts(&q, &index, 1) || !literal(&q, ":") || !counts(&q, paid, COLOURS + 1) || *q != '\0'
            || index >= marketSize) {
        return 0;
    }
    struct card card = market[index];
    int wild = 0;
    for (int c = 0; c < COLOURS; c++) {
        int owed = need(p, &card, c);
        int coloured = owed < players[p].tokens[c] ? owed : players[p].tokens[c];
        if (paid[c] != coloured) {
            return 0;
        }
        wild += owed - coloured;
    }
    if (paid[COLOURS] != wild || wild > players[p].wild) {
        return 0;
    }
    for (int c = 0; c < COLOURS; c++) {
        players[p].tokens[c] -= paid[c];
        piles[c] += paid[c];
    }
    players[p].wild -= wild;
    players[p].points += card.points;
    players[p].discount[card.colour]++;
    memmove(&market[index], &market[index + 1], (size_t) (marketSize - index - 1) * sizeof market[0]);
    marketSize--;
    char message[128];
    snprintf(message, sizeof message, "purchased%c:%d:%d,%d,%d,%d,%d", 'A' + p, index, paid[0], paid[1], paid[2],
            paid[3], paid[4]);
    printf("Player %c purchased %d using %d,%d,%d,%d,%d\n", 'A' + p, index, paid[0], paid[1], paid[2], paid[3], paid[4]);
    broadcast(message);
    if (nextCard < deckSize) {
        newCard();
    }
    return 1;
}

static int take(int p, const char *args) {
    const char *q = args;
    int taken[COLOURS];
    if (!counts(&q, taken, COLOURS) || *q != '\0') {
        return 0;
    }
    int total = 0;
    for (int c = 0; c < COLOURS; c++) {
        if (taken[c] > 1 || (taken[c] == 1 && piles[c] == 0)) {
            return 0;
        }
        total += taken[c];
    }
    if (total != 3) {
        return 0;
    }
    for (int c = 0; c < COLOURS; c++) {
        players[p].tokens[c] += taken[c];
        piles[c] -= taken[c];
    }
    char message[64];
    snprintf(message, sizeof message, "took%c:%d,%d,%d,%d", 'A' + p, taken[0], taken[1], taken[2], taken[3]);
    printf("Player %c drew %d,%d,%d,%d\n", 'A' + p, taken[0], taken[1], taken[2], taken[3]);
    broadcast(message);
    return 1;
}

/* 1 if the reply was a valid, legal action (and has been played). */
static int act(int p, const char *line) {
    const char *q = line;
    if (strcmp(line, "wild") == 0) {
        char message[16];
        players[p].wild++;
        snprintf(message, sizeof message, "wild%c", 'A' + p);
        printf("Player %c took a wild\n", 'A' + p);
        broadcast(message);
        return 1;
    }
    if (literal(&q, "purchase")) {
        return purchase(p, q);
    }
    return literal(&q, "take") && take(p, q);
}

static void turn(int p) {
    char line[256];
    for (int attempt = 0; attempt < 2; attempt++) {
        send(p, "dowhat");
        fflush(stdout);
        if (fgets(line, sizeof line, players[p].from) == NULL) {
            if (interrupted) {
                shutDown(0, 10, "SIGINT caught");
            }
            printf("Game ended due to disconnect\n");
            shutDown(1, 6, "Client disconnected");
        }
        char *newline = strchr(line, '\n');
        if (newline != NULL) {
            *newline = '\0';
            if (act(p, line)) {
                return;
            }
        }
    }
    shutDown(1, 7, "Protocol error by client");
}

static void winners(void) {
    int best = INT_MIN;
    for (int p = 0; p < playerCount; p++) {
        best = players[p].points > best ? players[p].points : best;
    }
    printf("Winner(s) ");
    const char *separator = "";
    for (int p = 0; p < playerCount; p++) {
        if (players[p].points == best) {
            printf("%s%c", separator, 'A' + p);
            separator = ",";
        }
    }
    printf("\n");
}

static int argument(const char *text, int *out) {
    const char *p = text;
    return number(&p, out) && *p == '\0' && *out >= 0;
}

int main(int argc, char **argv) {
    int tokens, target;
    if (argc < 6 || argc - 4 > MAX_PLAYERS) {
        fprintf(stderr, "Usage: austerity tokens points deck player player [player ...]\n");
        return 1;
    }
    if (!argument(argv[1], &tokens) || !argument(argv[2], &target)) {
        fprintf(stderr, "Bad argument\n");
        return 2;
    }
    int deckStatus = loadDeck(argv[3]);
    if (deckStatus != 0) {
        fprintf(stderr, deckStatus == 3 ? "Cannot access deck file\n" : "Invalid deck file contents\n");
        return deckStatus;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = onInterrupt;
    sigaction(SIGINT, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    playerCount = argc - 4;
    for (int p = 0; p < playerCount; p++) {
        int failed = startPlayer(p, argv[4 + p]);
        started = p + 1;
        if (failed) {
            shutDown(0, 5, "Bad start");
        }
    }
    for (int c = 0; c < COLOURS; c++) {
        piles[c] = tokens;
    }
    char message[32];
    snprintf(message, sizeof message, "tokens%d", tokens);
    broadcast(message);
    while (marketSize < MARKET && nextCard < deckSize) {
        newCard();
    }
    for (int over = 0; !over;) {
        for (int p = 0; p < playerCount && !over; p++) {
            turn(p);
            over = marketSize == 0;
        }
        for (int p = 0; p < playerCount; p++) {
            over |= players[p].points >= target;
        }
    }
    winners();
    shutDown(1, 0, NULL);
    return 0;
}
