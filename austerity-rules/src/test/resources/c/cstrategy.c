/*
 * The players shenzi, banzai and ed in C, written from the assignment text alone (Revision 1.2) with RetroKit's
 * interpretations 1-7, and rejecting (exit 6) a message no real game can produce: an independent implementation for the tests to compare ours with. The strategy is
 * the name the program is started under (argv[0]'s last component: shenzi, banzai or ed; links to one binary).
 * It tracks the game from the hub's messages, prints the spec's stderr lines (state dumps, "Received dowhat",
 * "Game over. Winners are ...") and answers dowhat. Exit statuses 0/1/2/3/6 as the spec lists them. A message that
 * contradicts the game so far (a player letter beyond the count, a ninth face-up card, a purchase of a card not face
 * up or not paid exactly as the rules compute, a take that is not three different colours from non-empty piles) is
 * an invalid message.
 * Build (beside fields.h): gcc -std=gnu99 -Wall -pedantic -o cstrategy cstrategy.c; ln -s cstrategy ed
 */
#include <ctype.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fields.h"

#define COLOURS 4
#define MARKET 8
#define MAX_PLAYERS 26

static const char LETTERS[] = "PBYR";

struct card {
    int colour;
    int points;
    int cost[COLOURS];
};

struct player {
    int points;
    int discount[COLOURS];
    int tokens[COLOURS];
    int wild;
};

static struct card market[MARKET];
static int marketSize;
static int piles[COLOURS];
static struct player players[MAX_PLAYERS];
static int playerCount;

static void die(int status, const char *message) {
    fprintf(stderr, "%s\n", message);
    exit(status);
}

static int colour(const char **p, int *out) {
    const char *at = **p == '\0' ? NULL : strchr(LETTERS, **p);
    if (at == NULL) {
        return 0;
    }
    *out = (int) (at - LETTERS);
    (*p)++;
    return 1;
}

static int letter(const char **p, int *out) {
    if (**p < 'A' || **p > 'Z') {
        return 0;
    }
    *out = **p - 'A';
    (*p)++;
    return 1;
}

static int need(const struct player *me, const struct card *card, int c) {
    int owed = card->cost[c] - me->discount[c];
    return owed > 0 ? owed : 0;
}

static int wildNeeded(const struct player *me, const struct card *card) {
    int wild = 0;
    for (int c = 0; c < COLOURS; c++) {
        int missing = need(me, card, c) - me->tokens[c];
        wild += missing > 0 ? missing : 0;
    }
    return wild;
}

static int price(const struct player *me, const struct card *card) {
    int total = 0;
    for (int c = 0; c < COLOURS; c++) {
        total += need(me, card, c);
    }
    return total;
}

static void dump(void) {
    for (int i = 0; i < marketSize; i++) {
        fprintf(stderr, "Card %d:%c/%d/%d,%d,%d,%d\n", i, LETTERS[market[i].colour], market[i].points,
                market[i].cost[0], market[i].cost[1], market[i].cost[2], market[i].cost[3]);
    }
    for (int p = 0; p < playerCount; p++) {
        const struct player *x = &players[p];
        fprintf(stderr, "Player %c:%d:Discounts=%d,%d,%d,%d:Tokens=%d,%d,%d,%d,%d\n", 'A' + p, x->points,
                x->discount[0], x->discount[1], x->discount[2], x->discount[3],
                x->tokens[0], x->tokens[1], x->tokens[2], x->tokens[3], x->wild);
    }
}

static void winners(void) {
    int best = INT_MIN;
    for (int p = 0; p < playerCount; p++) {
        best = players[p].points > best ? players[p].points : best;
    }
    fprintf(stderr, "Game over. Winners are ");
    const char *separator = "";
    for (int p = 0; p < playerCount; p++) {
        if (players[p].points == best) {
            fprintf(stderr, "%s%c", separator, 'A' + p);
            separator = ",";
        }
    }
    fprintf(stderr, "\n");
}

static int affords(int p, const struct card *card) {
    return wildNeeded(&players[p], card) <= players[p].wild;
}

static void purchase(int me, int index) {
    int paid[COLOURS];
    int wild = 0;
    for (int c = 0; c < COLOURS; c++) {
        int owed = need(&players[me], &market[index], c);
        paid[c] = owed < players[me].tokens[c] ? owed : players[me].tokens[c];
        wild += owed - paid[c];
    }
    printf("purchase%d:%d,%d,%d,%d,%d\n", index, paid[0], paid[1], paid[2], paid[3], wild);
}

static int canTakeThree(void) {
    int nonEmpty = 0;
    for (int c = 0; c < COLOURS; c++) {
        nonEmpty += piles[c] > 0;
    }
    return nonEmpty >= 3;
}

/* Offers colours in order (indices into PBYR) until three different non-empty ones are chosen. */
static void offer(int *chosen, const int *order, int count) {
    int taken = chosen[0] + chosen[1] + chosen[2] + chosen[3];
    for (int i = 0; i < count && taken < 3; i++) {
        if (!chosen[order[i]] && piles[order[i]] > 0) {
            chosen[order[i]] = 1;
            taken++;
        }
    }
}

static void take(const int *chosen) {
    printf("take%d,%d,%d,%d\n", chosen[0], chosen[1], chosen[2], chosen[3]);
}

/* shenzi: most points, then fewest tokens paid, then newest; else take P, B, Y, R; else wild. */
static void shenzi(int me) {
    const struct player *self = &players[me];
    int best = -1;
    for (int i = 0; i < marketSize; i++) {
        if (affords(me, &market[i]) && (best < 0 || market[i].points > market[best].points
                || (market[i].points == market[best].points && price(self, &market[i]) <= price(self, &market[best])))) {
            best = i;
        }
    }
    if (best >= 0) {
        purchase(me, best);
    } else if (canTakeThree()) {
        static const int order[] = {0, 1, 2, 3};
        int chosen[COLOURS] = {0, 0, 0, 0};
        offer(chosen, order, 4);
        take(chosen);
    } else {
        printf("wild\n");
    }
}

/* banzai: under three tokens take Y, B, P, R; else a card with points: most tokens paid, most wild, oldest; else wild. */
static void banzai(int me) {
    const struct player *self = &players[me];
    int held = self->wild;
    for (int c = 0; c < COLOURS; c++) {
        held += self->tokens[c];
    }
    if (held < 3 && canTakeThree()) {
        static const int order[] = {2, 1, 0, 3};
        int chosen[COLOURS] = {0, 0, 0, 0};
        offer(chosen, order, 4);
        take(chosen);
        return;
    }
    int best = -1;
    for (int i = 0; i < marketSize; i++) {
        if (market[i].points == 0 || !affords(me, &market[i])) {
            continue;
        }
        if (best < 0) {
            best = i;
            continue;
        }
        int cost = price(self, &market[i]);
        int bestCost = price(self, &market[best]);
        if (cost > bestCost || (cost == bestCost && wildNeeded(self, &market[i]) > wildNeeded(self, &market[best]))) {
            best = i;
        }
    }
    if (best >= 0) {
        purchase(me, best);
    } else {
        printf("wild\n");
    }
}

/* ed: the card with the most points an opponent can afford (nearest after ed in turn order, then oldest). */
static void ed(int me) {
    int target = -1;
    int targetDistance = 0;
    for (int i = 0; i < marketSize; i++) {
        int distance = 0;
        for (int d = 1; d < playerCount && distance == 0; d++) {
            distance = affords((me + d) % playerCount, &market[i]) ? d : 0;
        }
        if (distance > 0 && (target < 0 || market[i].points > market[target].points
                || (market[i].points == market[target].points && distance < targetDistance))) {
            target = i;
            targetDistance = distance;
        }
    }
    if (target >= 0 && affords(me, &market[target])) {
        purchase(me, target);
        return;
    }
    if (!canTakeThree()) {
        printf("wild\n");
        return;
    }
    static const int order[] = {2, 3, 1, 0};
    int chosen[COLOURS] = {0, 0, 0, 0};
    for (int i = 0; i < COLOURS && target >= 0; i++) {
        if (need(&players[me], &market[target], order[i]) > players[me].tokens[order[i]]) {
            offer(chosen, &order[i], 1);
        }
    }
    offer(chosen, order, 4);
    take(chosen);
}

static const char *strategy;

static void decide(int me) {
    if (strcmp(strategy, "banzai") == 0) {
        banzai(me);
    } else if (strcmp(strategy, "ed") == 0) {
        ed(me);
    } else {
        shenzi(me);
    }
    fflush(stdout);
}

/* 1 if player who may buy card index paying paid[] (P,B,Y,R,W): the card is face up and paid[] is the payment. */
static int legalPurchase(int who, int index, const int *paid) {
    if (index >= marketSize) {
        return 0;
    }
    int wild = 0;
    for (int c = 0; c < COLOURS; c++) {
        int owed = need(&players[who], &market[index], c);
        int coloured = owed < players[who].tokens[c] ? owed : players[who].tokens[c];
        if (paid[c] != coloured) {
            return 0;
        }
        wild += owed - coloured;
    }
    return paid[COLOURS] == wild && wild <= players[who].wild;
}

/* 1 if taken[] is one token of three different colours, each from a non-empty pile. */
static int legalTake(const int *taken) {
    int total = 0;
    for (int c = 0; c < COLOURS; c++) {
        if (taken[c] > 1 || (taken[c] == 1 && piles[c] == 0)) {
            return 0;
        }
        total += taken[c];
    }
    return total == 3;
}

static void purchased(int who, int index, const int *paid) {
    struct player *x = &players[who];
    for (int c = 0; c < COLOURS; c++) {
        x->tokens[c] -= paid[c];
        piles[c] += paid[c];
    }
    x->wild -= paid[COLOURS];
    if (index < marketSize) {
        x->points += market[index].points;
        x->discount[market[index].colour]++;
        memmove(&market[index], &market[index + 1], (size_t) (marketSize - index - 1) * sizeof market[0]);
        marketSize--;
    }
}

/* Applies one message; 0 if it is not a valid message. Sets *over on eog. */
static int receive(const char *line, int me, int *over) {
    const char *p = line;
    int values[COLOURS + 1];
    int who;
    int index;
    if (strcmp(line, "dowhat") == 0) {
        fprintf(stderr, "Received dowhat\n");
        decide(me);
        return 1;
    }
    if (strcmp(line, "eog") == 0) {
        winners();
        *over = 1;
        return 1;
    }
    if (literal(&p, "tokens")) {
        if (!counts(&p, values, 1) || *p != '\0') {
            return 0;
        }
        for (int c = 0; c < COLOURS; c++) {
            piles[c] = values[0];
        }
    } else if (literal(&p, "newcard")) {
        struct card card;
        if (!colour(&p, &card.colour) || !literal(&p, ":") || !counts(&p, &card.points, 1) || !literal(&p, ":")
                || !counts(&p, card.cost, COLOURS) || *p != '\0') {
            return 0;
        }
        if (marketSize == MARKET) {
            return 0;
        }
        market[marketSize++] = card;
    } else if (literal(&p, "purchased")) {
        if (!letter(&p, &who) || !literal(&p, ":") || !counts(&p, &index, 1) || index >= MARKET || !literal(&p, ":")
                || !counts(&p, values, COLOURS + 1) || *p != '\0') {
            return 0;
        }
        if (who >= playerCount || !legalPurchase(who, index, values)) {
            return 0;
        }
        purchased(who, index, values);
    } else if (literal(&p, "took")) {
        if (!letter(&p, &who) || !literal(&p, ":") || !counts(&p, values, COLOURS) || *p != '\0') {
            return 0;
        }
        if (who >= playerCount || !legalTake(values)) {
            return 0;
        }
        for (int c = 0; c < COLOURS; c++) {
            players[who].tokens[c] += values[c];
            piles[c] -= values[c];
        }
    } else if (literal(&p, "wild")) {
        if (!letter(&p, &who) || *p != '\0') {
            return 0;
        }
        if (who >= playerCount) {
            return 0;
        }
        players[who].wild++;
    } else {
        return 0;
    }
    dump();
    return 1;
}

static int argument(const char *text, int *out) {
    const char *p = text;
    return number(&p, out) && *p == '\0';
}

int main(int argc, char **argv) {
    int me;
    const char *slash = strrchr(argv[0], '/');
    strategy = slash == NULL ? argv[0] : slash + 1;
    if (argc != 3) {
        fprintf(stderr, "Usage: %s pcount myid\n", strategy);
        return 1;
    }
    if (!argument(argv[1], &playerCount) || playerCount < 2 || playerCount > MAX_PLAYERS) {
        die(2, "Invalid player count");
    }
    if (!argument(argv[2], &me) || me < 0 || me >= playerCount) {
        die(3, "Invalid player ID");
    }
    signal(SIGPIPE, SIG_IGN);
    char line[256];
    int over = 0;
    while (!over && fgets(line, sizeof line, stdin) != NULL) {
        char *newline = strchr(line, '\n');
        if (newline == NULL || strlen(line) != (size_t) (newline - line + 1)) {
            die(6, "Communication Error");
        }
        *newline = '\0';
        if (!receive(line, me, &over)) {
            die(6, "Communication Error");
        }
    }
    if (!over) {
        die(6, "Communication Error");
    }
    return 0;
}
