/* Tangled from doc/exact.nw; edit there, not here. */
#include <stdarg.h>
#include <stdio.h>

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
    printf("%s: %d passed, %d failed\n", program, t->passed, t->failed);
    fflush(stdout);
    return t->failed != 0;
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
