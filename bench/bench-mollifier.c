/* Tangled from doc/mollifier-check.nw; edit there, not here. */
#define _POSIX_C_SOURCE 199309L
#include "smooth-friction.h"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double plain_f0(double y, double e)
{ return y >= e ? y : e / 3 + y * y / e - y * y * y / (3 * e * e); }
static double plain_f1(double y, double e)
{ return y >= e ? 1 : 2 * y / e - y * y / (e * e); }
static double plain_f2(double y, double e)
{ return y >= e ? 0 : 2 / e - 2 * y / (e * e); }
static double plain_f1_over_x(double y, double e)
{ return y >= e ? 1 / y : 2 / e - y / (e * e); }
static double plain_f2x(double y, double e)
{ return y >= e ? -1 / (y * y * y) : -1 / (y * e * e); }

typedef double (*mollifier_fn)(double y, double eps_v);

static double seconds_for(mollifier_fn fn, const double *y, const double *eps, long n,
                          double *sink)
{
    struct timespec a, b;
    double acc = 0;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (long i = 0; i < n; i++)
        acc += fn(y[i], eps[i]);
    clock_gettime(CLOCK_MONOTONIC, &b);
    *sink += acc;                                    /* keep the calls alive */
    return (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec);
}

int main(void)
{
    enum { N = 10000000 };
    static const char *const name[] = { "smooth_friction_f0", "smooth_friction_f1",
        "smooth_friction_f2", "smooth_friction_f1_over_x",
        "smooth_friction_f2_x_minus_f1_over_x3" };
    const mollifier_fn ours[] = { smooth_friction_f0, smooth_friction_f1, smooth_friction_f2,
        smooth_friction_f1_over_x, smooth_friction_f2_x_minus_f1_over_x3 };
    const mollifier_fn plain[] = { plain_f0, plain_f1, plain_f2, plain_f1_over_x, plain_f2x };
    double *y = malloc(N * sizeof *y), *eps = malloc(N * sizeof *eps), sink = 0;
    unsigned long s = 12345;
    if (!y || !eps) {
        fprintf(stderr, "bench-mollifier: out of memory\n");
        return 2;
    }
    for (long i = 0; i < N; i++) {          /* eps_v in [1e-4, 1e-2], t in (0, 1.25) */
        s = s * 6364136223846793005ul + 1442695040888963407ul;
        eps[i] = 1e-4 * (1 + 99.0 * (double)(s >> 40) / 16777216.0);
        s = s * 6364136223846793005ul + 1442695040888963407ul;
        y[i] = eps[i] * 1.25 * ((double)(s >> 11) + 1) / 9007199254740993.0;
    }
    printf("%-40s %12s %14s %12s %8s\n", "function (10^7 calls)", "ns/call", "calls/s",
           "textbook ns", "ratio");
    for (int k = 0; k < 5; k++) {
        const double a = seconds_for(ours[k], y, eps, N, &sink);
        const double b = seconds_for(plain[k], y, eps, N, &sink);
        printf("%-40s %12.2f %14.3e %12.2f %8.2f\n", name[k], 1e9 * a / N, N / a,
               1e9 * b / N, a / b);
    }
    fprintf(stderr, "(checksum %g)\n", sink);
    free(y);
    free(eps);
    return 0;
}
