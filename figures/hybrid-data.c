/* Tangled from doc/hybrid-check.nw; edit there, not here. */
#include "hybrid.h"
#include "smooth-peak.h"
#include <math.h>
#include <stdio.h>

enum { N = 1000 };                       /* grid points on [0, 20] */
static double vs[4][N + 1], xs[N + 1];

static int write_curves(const hyb_block *b, const int law[3], const double eps[3])
{
    hyb_exact ex;
    hyb_sim s;
    hyb_cost c;
    int rc = hyb_exact_solve(&ex, b, 20.0) | hyb_sim_init(&s, b, 1e-13);
    for (int j = 0; j < 3; j++)
        rc |= hyb_smooth_run(b, law[j], eps[j], gsl_odeiv2_step_msbdf, 1e-10, 20.0,
                             20.0 / N, xs, vs[j], NULL, &c);
    printf("# t v_exact v_hybrid v_smooth(%s %g) (%s %g) (%s %g), peak %g\n",
           hyb_law_name[law[0]], eps[0], hyb_law_name[law[1]], eps[1],
           hyb_law_name[law[2]], eps[2], b->peak);
    for (int k = 0; k <= N && rc == 0; k++) {
        const double t = 20.0 * k / N;
        double x, v;
        hyb_exact_state(&ex, t, &x, &v);
        rc |= hyb_sim_advance(&s, t);
        printf("%.6f %.12g %.12g %.12g %.12g %.12g\n", t, v, s.v, vs[0][k], vs[1][k],
               vs[2][k]);
    }
    printf("\n\n");
    hyb_sim_free(&s);
    hyb_log_free(&ex.log);
    return rc;
}
static int write_error_and_cost(const hyb_block *b1, const hyb_block *b15)
{
    enum { NG = 4000 };
    static double xg[NG + 1], vg[NG + 1];
    const gsl_odeiv2_step_type *T[4];
    hyb_exact ex1, ex15;
    int rc = hyb_exact_solve(&ex1, b1, 20.0) | hyb_exact_solve(&ex15, b15, 20.0);
    T[0] = gsl_odeiv2_step_rkf45;
    T[1] = gsl_odeiv2_step_rk8pd;
    T[2] = gsl_odeiv2_step_bsimp;
    T[3] = gsl_odeiv2_step_msbdf;
    printf("# eps_v err(mollifier cubic quadratic peaked) rhs(rkf45 rk8pd bsimp msbdf) "
           "mollifier\n");
    for (int ie = 0; ie <= 6 && rc == 0; ie++) {
        const double eps_v = pow(10.0, -1.0 - 0.5 * ie);
        hyb_cost c;
        printf("%g", eps_v);
        for (int law = 0; law <= HYB_PEAKED; law++) {
            const hyb_exact *ex = law == HYB_MOLLIFIER ? &ex1 : &ex15;
            double err = 0;
            rc |= hyb_smooth_run(&ex->b, law, eps_v, gsl_odeiv2_step_msbdf, 1e-10, 20.0,
                                 20.0 / NG, xg, vg, NULL, &c);
            for (int k = 0; k <= NG; k++) {
                double x, v;
                hyb_exact_state(ex, 20.0 * k / NG, &x, &v);
                err = fmax(err, fabs(vg[k] - v));
            }
            printf(" %.6g", err);
        }
        for (int is = 0; is < 4; is++) {
            rc |= hyb_smooth_run(b1, HYB_MOLLIFIER, eps_v, T[is], 1e-8, 20.0, 0, NULL, NULL, NULL,
                                 &c);
            printf(" %lu", c.rhs);
        }
        printf("\n");
    }
    printf("\n\n");
    hyb_log_free(&ex1.log);
    hyb_log_free(&ex15.log);
    return rc;
}
static int write_push(void)
{
    enum { NP = 600 };
    static double xp[NP + 1], v[4][NP + 1];
    const double mu_k = 1, mu_s = 2;
    int rc = 0;
    for (int j = 0; j < 4; j++) {
        const int law = j < 2 ? HYB_CUBIC : HYB_QUADRATIC;
        const double g = law == HYB_CUBIC ? smooth_mu_f1_peak(mu_s, mu_k, NULL)
                                          : smooth_mu_quadratic_f1_peak(mu_s, mu_k, NULL);
        const hyb_block b = { 1, mu_k, 1, mu_s / mu_k,
                              j % 2 ? 0.5 * (g + mu_s) : 0.9 * g, 0, 0, 0 };
        hyb_cost c;
        rc |= hyb_smooth_run(&b, law, 1e-3, gsl_odeiv2_step_msbdf, 1e-10, 3.0, 3.0 / NP,
                             xp, v[j], NULL, &c);
    }
    printf("# t v: cubic 0.9 g*, cubic (g* + mu_s)/2, quadratic 0.9 g*, "
           "quadratic (g* + mu_s)/2\n");
    for (int k = 1; k <= NP; k++)
        printf("%.6f %.12g %.12g %.12g %.12g\n", 3.0 * k / NP, v[0][k], v[1][k], v[2][k],
               v[3][k]);
    return rc;
}

int main(void)
{
    const hyb_block p1 = { 1, 1, 1, 1.0, 0, 2, 1, 0 };
    const hyb_block p15 = { 1, 1, 1, 1.5, 0, 2, 1, 0 };
    const int laws1[3] = { HYB_MOLLIFIER, HYB_MOLLIFIER, HYB_MOLLIFIER };
    const double eps1[3] = { 1e-1, 1e-2, 1e-3 };
    const int laws15[3] = { HYB_CUBIC, HYB_QUADRATIC, HYB_PEAKED };
    const double eps15[3] = { 1e-2, 1e-2, 1e-2 };
    int rc = write_curves(&p1, laws1, eps1);
    rc |= write_curves(&p15, laws15, eps15);
    rc |= write_error_and_cost(&p1, &p15);
    rc |= write_push();
    return rc ? 1 : 0;
}
