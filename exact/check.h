/* Tangled from doc/exact.nw; edit there, not here. */
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>

typedef struct { int passed, failed; } check_tally;
#ifdef __GNUC__
__attribute__((format(printf, 3, 4)))
#endif
/* Record one claim: print "ok   <msg>" or "FAIL <msg>" on stdout; return ok != 0. */
int check(check_tally *t, int ok, const char *fmt, ...);
/* Print "<program>: N passed, N failed"; return 0 if nothing failed, 1 otherwise. */
int check_finish(const check_tally *t, const char *program);
/* n / k cases (at least 1), k = CHECK_SAMPLE from the environment (1 if unset or bad). */
long check_cases(long n);
/* The k of check_cases. */
long check_sample(void);
/* Open dir/name for writing; NULL if dir is NULL or the file cannot be created
   (reported with perror). */
FILE *check_open_tex(const char *dir, const char *name);

#endif
