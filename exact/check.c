/* Tangled from doc/exact.nw; edit there, not here. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

int check(check_tally *t, int ok, const char *fmt, ...)
{
    va_list ap;

    ok = ok != 0;
    fputs(ok ? "ok   " : "FAIL ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    if (ok)
        t->passed++;
    else
        t->failed++;
    return ok;
}

int check_finish(const check_tally *t, const char *program)
{
    printf("%s: %d passed, %d failed", program, t->passed, t->failed);
    if (check_sample() > 1)
        printf(" (sampled under the sanitizers: 1/%ld of the cases)", check_sample());
    putchar('\n');
    fflush(stdout);
    return t->failed != 0;
}
long check_sample(void)
{
    const char *s = getenv("CHECK_SAMPLE");
    char *end = NULL;
    const long k = s ? strtol(s, &end, 10) : 1;
    return s && *s && !*end && k >= 1 && k <= 1000000 ? k : 1;
}
long check_cases(long n)
{
    const long m = n / check_sample();
    return m > 0 ? m : 1;
}
FILE *check_open_tex(const char *dir, const char *name)
{
    char path[4096];
    if (dir == NULL)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (f == NULL)
        perror(path);
    return f;
}
