/* Tangled from doc/blend-check.nw; edit there, not here. */
#include "check.h"
#include "smooth-mu.h"
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

typedef double (*blend_fn)(double y, double mu_s, double mu_k, double eps_v);
static const struct { const char *name; blend_fn fn[2]; } fns[] = {
    { "mu", { smooth_mu, smooth_mu_quadratic } },
    { "mu'", { smooth_mu_derivative, smooth_mu_quadratic_derivative } },
    { "int mu f1", { smooth_mu_f0, smooth_mu_quadratic_f0 } },
    { "mu f1", { smooth_mu_f1, smooth_mu_quadratic_f1 } },
    { "(mu f1)'", { smooth_mu_f2, smooth_mu_quadratic_f2 } },
    { "mu f1/y", { smooth_mu_f1_over_x, smooth_mu_quadratic_f1_over_x } },
    { "((mu f1)' y - mu f1)/y^3", { smooth_mu_f2_x_minus_mu_f1_over_x3,
                                    smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3 } },
};
enum { NFN = sizeof fns / sizeof *fns };
static const char *const blend[2] = { "cubic", "quadratic" };

static int same(double a, double b)                 /* equal, and the same sign of zero */
{
    return (a == b && signbit(a) == signbit(b)) || (isnan(a) && isnan(b));
}

static void check_bad_blend_arguments(check_tally *tally)
{
    static const struct {
        double y, mu_s, mu_k, eps; int err; const char *what;
    } bad[] = {
        { NAN, 1, 0.5, 1, 0, "y = NaN gives NaN, errno untouched" },
        { 0.5, NAN, 0.5, 1, 0, "mu_s = NaN gives NaN, errno untouched" },
        { 0.5, 1, NAN, 1, 0, "mu_k = NaN gives NaN, errno untouched" },
        { 0.5, 1, 0.5, NAN, 0, "eps_v = NaN gives NaN, errno untouched" },
        { -1, 1, 0.5, 1, EDOM, "y < 0 is a domain error" },
        { -INFINITY, 1, 0.5, 1, EDOM, "y = -inf is a domain error" },
        { 0.5, 1, 0.5, 0.0, EDOM, "eps_v = 0 is a domain error" },
        { 0.5, 1, 0.5, -1, EDOM, "eps_v < 0 is a domain error" },
        { 0.5, 1, 0.5, INFINITY, EDOM, "eps_v = +inf is a domain error" },
        { 0.5, -0.1, 0.5, 1, EDOM, "mu_s < 0 is a domain error" },
        { 0.5, 1, -0x1p-1074, 1, EDOM, "mu_k < 0 (even subnormal) is a domain error" },
        { 0.5, INFINITY, 0.5, 1, EDOM, "mu_s = +inf is a domain error" },
        { 0.5, 1, INFINITY, 1, EDOM, "mu_k = +inf is a domain error" },
        { 0.5, -INFINITY, 0.5, 1, EDOM, "mu_s = -inf is a domain error" },
    };
    for (int b = 0; b < 2; b++)
        for (int k = 0; k < NFN; k++)
            for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
                errno = 0;
                const double r = fns[k].fn[b](bad[i].y, bad[i].mu_s, bad[i].mu_k,
                                              bad[i].eps);
                check(tally, isnan(r) && errno == bad[i].err, "%s %s: %s", blend[b],
                      fns[k].name, bad[i].what);
            }
}
static void check_blend_errno_untouched(check_tally *tally)
{
    static const double in[][2] = { { 0x1p-1074, 1 }, { 0x1p-1060, 1 },
                                    { 0x1.7e43c8800759cp-78, 0x1.7e43c8800759cp+996 } };
    for (int b = 0; b < 2; b++) {
        int untouched = 1;
        for (int k = 0; k < NFN; k++)
            for (size_t i = 0; i < sizeof in / sizeof *in; i++) {
                errno = 0;
                const double r = fns[k].fn[b](in[i][0], 1, 0.1, in[i][1]);
                untouched &= !(isfinite(r) && fabs(r) >= DBL_MIN) || errno == 0;
            }
        check(tally, untouched, "%s blend: ordinary results leave errno alone, "
              "also through subnormal intermediates", blend[b]);
    }
}
static void check_blend_special_values(check_tally *tally)
{
    static const double eps_list[] = { 0x1p-20, 1.0, 0x1p30 };
    for (int b = 0; b < 2; b++) {
        for (size_t i = 0; i < sizeof eps_list / sizeof *eps_list; i++) {
            const double e = eps_list[i];
            errno = 0;
            check(tally, same(fns[0].fn[b](0.0, 0.75, 0.25, e), 0.75)
                         && same(fns[1].fn[b](0.0, 0.75, 0.25, e), 0.0)
                         && same(fns[3].fn[b](0.0, 0.75, 0.25, e), 0.0)
                         && same(fns[3].fn[b](-0.0, 0.75, 0.25, e), -0.0)
                         && same(fns[4].fn[b](0.0, 0.75, 0.25, e), 1.5 / e)
                         && same(fns[5].fn[b](0.0, 0.75, 0.25, e), 1.5 / e) && errno == 0,
                  "%s blend at y = 0 (eps_v = %a): mu = mu_s, mu' = 0, mu f1 = +-0, "
                  "(mu f1)' = mu f1/y = 2 mu_s/eps_v", blend[b], e);
            check(tally, same(fns[2].fn[b](0.0, b ? 27 : 17, b ? 11 : 7, e), 0.0)
                         && same(fns[2].fn[b](0.0, 1, 4, e),
                                 (b ? (27.0 * 4 - 11) / 48 : (17.0 * 4 - 7) / 30) * e),
                  "%s blend: potential at rest is exactly 0 for %s, and its constant otherwise "
                  "(eps_v = %a)", blend[b], b ? "27 mu_k = 11 mu_s" : "17 mu_k = 7 mu_s", e);
            errno = 0;
            check(tally, fns[6].fn[b](0.0, 0.5, 0.25, e) == -HUGE_VAL && errno == ERANGE,
                  "%s blend: Hessian term at y = 0 with mu_s > 0 is a pole error (eps_v = %a)",
                  blend[b], e);
            errno = 0;
            check(tally, same(fns[6].fn[b](0.0, 0.0, 0.5, e), (b ? 4.0 : 6.0) / (e * e * e))
                         && errno == 0,
                  "%s blend: with mu_s = 0 the Hessian term at y = 0 is %d mu_k/eps_v^3, no pole "
                  "(eps_v = %a)", blend[b], b ? 8 : 12, e);
            errno = 0;
            check(tally, same(fns[0].fn[b](INFINITY, 0.75, 0.25, e), 0.25)
                         && same(fns[1].fn[b](INFINITY, 0.75, 0.25, e), 0.0)
                         && same(fns[2].fn[b](INFINITY, 0.75, 0.25, e), INFINITY)
                         && same(fns[2].fn[b](INFINITY, 0.75, 0.0, e), 0.0)
                         && same(fns[3].fn[b](INFINITY, 0.75, 0.25, e), 0.25)
                         && same(fns[4].fn[b](INFINITY, 0.75, 0.25, e), 0.0)
                         && same(fns[5].fn[b](INFINITY, 0.75, 0.25, e), 0.0)
                         && same(fns[6].fn[b](INFINITY, 0.75, 0.25, e), -0.0) && errno == 0,
                  "%s blend at y = +inf: mu_k, 0, inf (0 if mu_k = 0), mu_k, 0, 0, -0, no error "
                  "(eps_v = %a)", blend[b], e);
        }
        check(tally, same(fns[0].fn[b](0x1p-1074, 0.0, 0.0, 1.0), 0.0)
                     && same(fns[6].fn[b](0.0, 0.0, 0.0, 1.0), 0.0),
              "%s blend: all-zero coefficients give zero, also at rest", blend[b]);
        check(tally, same(fns[6].fn[b](0x1p-1074, 1.0, 1.0, 0x1p-1074), -HUGE_VAL),
              "%s blend: the Hessian term overflows to -inf at the smallest y and eps_v",
              blend[b]);
    }
}

int main(void)
{
    check_tally tally = { 0, 0 };
    printf("== Chapter 2: the domain of the blend functions ==\n");
    check_bad_blend_arguments(&tally);
    check_blend_special_values(&tally);
    check_blend_errno_untouched(&tally);
    return check_finish(&tally, "test-blend-domain");
}
