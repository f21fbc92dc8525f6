/*
 * The strict field parsing shared by the C test peers cshenzi.c and chub.c: numbers as strtol accepts them
 * without leading whitespace (interpretation of the spec's note 20), exact literals, comma-separated counts.
 * Each function advances *p past what it accepted and returns 0 when the text does not match.
 */
#ifndef AUSTERITY_FIELDS_H
#define AUSTERITY_FIELDS_H

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* strtol without leading whitespace; 0 when there is no number or it is out of int range. */
static int number(const char **p, int *out) {
    if (isspace((unsigned char) **p)) {
        return 0;
    }
    char *end;
    long value = strtol(*p, &end, 10);
    if (end == *p || value < INT_MIN || value > INT_MAX) {
        return 0;
    }
    *p = end;
    *out = (int) value;
    return 1;
}

static int literal(const char **p, const char *text) {
    size_t n = strlen(text);
    if (strncmp(*p, text, n) != 0) {
        return 0;
    }
    *p += n;
    return 1;
}

/* count comma-separated non-negative numbers into values. */
static int counts(const char **p, int *values, int count) {
    for (int i = 0; i < count; i++) {
        if ((i > 0 && !literal(p, ",")) || !number(p, &values[i]) || values[i] < 0) {
            return 0;
        }
    }
    return 1;
}

#endif
