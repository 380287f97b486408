/* Tangled from doc/mollifier-check.nw; edit there, not here. */
#include "check.h"
#include "smooth-friction.h"
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

typedef double (*mollifier_fn)(double y, double eps_v);
static const struct { const char *name; mollifier_fn fn; } fns[] = {
    { "smooth_friction_f0", smooth_friction_f0 },
    { "smooth_friction_f1", smooth_friction_f1 },
    { "smooth_friction_f2", smooth_friction_f2 },
    { "smooth_friction_f1_over_x", smooth_friction_f1_over_x },
    { "smooth_friction_f2_x_minus_f1_over_x3", smooth_friction_f2_x_minus_f1_over_x3 },
};
enum { NFN = sizeof fns / sizeof *fns };

static void check_bad_arguments(check_tally *tally)
{
    static const struct { double y, eps; int err; const char *what; } bad[] = {
        { NAN, 1.0, 0, "y = NaN gives NaN, errno untouched" },
        { 0.5, NAN, 0, "eps_v = NaN gives NaN, errno untouched" },
        { -1.0, 1.0, EDOM, "y < 0 is a domain error" },
        { -0x1p-1074, 1.0, EDOM, "the negative subnormal y is a domain error" },
        { -INFINITY, 1.0, EDOM, "y = -inf is a domain error" },
        { 0.5, 0.0, EDOM, "eps_v = 0 is a domain error" },
        { 0.5, -0.0, EDOM, "eps_v = -0 is a domain error" },
        { 0.5, -1.0, EDOM, "eps_v < 0 is a domain error" },
        { 0.5, INFINITY, EDOM, "eps_v = +inf is a domain error" },
        { INFINITY, -INFINITY, EDOM, "eps_v = -inf is a domain error" },
    };
    for (int k = 0; k < NFN; k++)
        for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
            errno = 0;
            const double r = fns[k].fn(bad[i].y, bad[i].eps);
            check(tally, isnan(r) && errno == bad[i].err, "%s: %s", fns[k].name,
                  bad[i].what);
        }
}
static int same(double a, double b)                /* equal, and the same sign of zero */
{
    return a == b && signbit(a) == signbit(b);
}

static void check_special_values(check_tally *tally)
{
    static const double eps_list[] = { 0x1p-1074, 1e-3, 1.0, DBL_MAX };
    for (size_t i = 0; i < sizeof eps_list / sizeof *eps_list; i++) {
        const double e = eps_list[i];
        errno = 0;
        check(tally, same(smooth_friction_f0(0.0, e), e / 3)
                     && same(smooth_friction_f0(-0.0, e), e / 3),
              "f0(+-0) = eps_v/3 at eps_v = %a", e);
        check(tally, same(smooth_friction_f1(0.0, e), 0.0)
                     && same(smooth_friction_f1(-0.0, e), -0.0),
              "f1(+-0) = +-0 at eps_v = %a", e);
        check(tally, same(smooth_friction_f2(0.0, e), 2 / e)
                     && same(smooth_friction_f2(-0.0, e), 2 / e),
              "f2(+-0) = 2/eps_v (inf if that overflows) at eps_v = %a", e);
        check(tally, same(smooth_friction_f1_over_x(0.0, e), 2 / e),
              "f1(y)/y at y = 0 is its limit 2/eps_v at eps_v = %a", e);
        check(tally, errno == 0 || 2 / e > DBL_MAX,
              "no errno set at y = 0 except for overflow (eps_v = %a)", e);
        errno = 0;
        check(tally, smooth_friction_f2_x_minus_f1_over_x3(0.0, e) == -HUGE_VAL
                     && errno == ERANGE,
              "(f2 y - f1)/y^3 at y = +0 is a pole error: -inf, errno = ERANGE (eps_v = %a)", e);
        errno = 0;
        check(tally, smooth_friction_f2_x_minus_f1_over_x3(-0.0, e) == -HUGE_VAL
                     && errno == ERANGE,
              "(f2 y - f1)/y^3 at y = -0 is the same pole error (eps_v = %a)", e);
        errno = 0;
        check(tally, same(smooth_friction_f0(INFINITY, e), INFINITY)
                     && same(smooth_friction_f1(INFINITY, e), 1.0)
                     && same(smooth_friction_f2(INFINITY, e), 0.0)
                     && same(smooth_friction_f1_over_x(INFINITY, e), 0.0)
                     && same(smooth_friction_f2_x_minus_f1_over_x3(INFINITY, e), -0.0)
                     && errno == 0,
              "y = +inf gives the limits inf, 1, 0, 0, -0 without error (eps_v = %a)", e);
    }
    check(tally, same(smooth_friction_f2_x_minus_f1_over_x3(0x1p400, 1.0), -0.0),
          "-1/y^3 underflows to -0 when y^3 overflows (y = 2^400)");
    check(tally, same(smooth_friction_f2_x_minus_f1_over_x3(0x1p300, 1.0), -0x1p-900),
          "-1/y^3 is exact where y^3 would overflow an intermediate (y = 2^300)");
    check(tally, same(smooth_friction_f1_over_x(0x1p-1074, 0x1p-1073), INFINITY),
          "f1/y overflows to +inf when 2/eps_v exceeds DBL_MAX");
}

int main(void)
{
    check_tally tally = { 0, 0 };
    printf("== Chapter 1: the domain of the mollifier functions ==\n");
    check_bad_arguments(&tally);
    check_special_values(&tally);
    return check_finish(&tally, "test-domain");
}
