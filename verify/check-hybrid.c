/* Tangled from doc/hybrid-check.nw and doc/hybrid.nw; edit there, not here. */
#include "check.h"
#include "hybrid.h"
#include "smooth-peak.h"
#include "smooth-stribeck.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static void compare_with_exact(check_tally *tally, const char *name, const hyb_block *b,
                               FILE *tex)
{
    hyb_exact ex;
    hyb_sim s;
    double dt_ev = 0, dx_ev = 0, dx = 0, dv = 0;
    int same_modes;
    if (hyb_exact_solve(&ex, b, 20.0) || hyb_sim_init(&s, b, 1e-13)) {
        check(tally, 0, "%s: could not allocate the solvers", name);
        return;
    }
    for (int k = 1; k <= 20; k++) {
        double x, v;
        if (hyb_sim_advance(&s, k)) {
            check(tally, 0, "%s: the integrator failed before t = %d", name, k);
            break;
        }
        hyb_exact_state(&ex, k, &x, &v);
        dx = fmax(dx, fabs(s.x - x));
        dv = fmax(dv, fabs(s.v - v));
    }
    same_modes = s.log.n == ex.log.n;
    for (int i = 0; same_modes && i < ex.log.n; i++) {
        same_modes = s.log.ev[i].from == ex.log.ev[i].from
                     && s.log.ev[i].to == ex.log.ev[i].to;
        dt_ev = fmax(dt_ev, fabs(s.log.ev[i].t - ex.log.ev[i].t));
        dx_ev = fmax(dx_ev, fabs(s.log.ev[i].x - ex.log.ev[i].x));
    }
    printf("  %s\n    %-20s %-20s %-9s %-9s %-10s %-10s\n", name, "t exact", "x exact",
           "from", "to", "|dt|", "|dx|");
    if (tex)
        fprintf(tex, "\\multicolumn{6}{l}{%s}\\\\\n", name);
    for (int i = 1; i < ex.log.n; i++) {
        const hyb_event *e = &ex.log.ev[i], *h = i < s.log.n ? &s.log.ev[i] : e;
        printf("    %-20.15f %-20.15f %-9s %-9s %-10.1e %-10.1e\n", e->t, e->x,
               hyb_mode_name(e->from), hyb_mode_name(e->to), fabs(h->t - e->t),
               fabs(h->x - e->x));
        if (tex)
            fprintf(tex, "%.12f & %.12f & %s & %s & %.1e & %.1e\\\\\n", e->t, e->x,
                    hyb_mode_name(e->from), hyb_mode_name(e->to), fabs(h->t - e->t),
                    fabs(h->x - e->x));
    }
    check(tally, same_modes, "%s: the integrator finds the exact sequence of %d events",
          name, ex.log.n - 1);
    check(tally, dt_ev <= 1e-10 && dx_ev <= 1e-10,
          "%s: event times and positions agree with the exact ones to 1e-10 "
          "(max |dt| = %.1e, |dx| = %.1e)", name, dt_ev, dx_ev);
    check(tally, dx <= 1e-10 && dv <= 1e-10,
          "%s: x and v agree with the exact solution to 1e-10 at t = 1..20 "
          "(max |dx| = %.1e, |dv| = %.1e)", name, dx, dv);
    printf("    cost: %lu rk8pd steps (%lu rejected), %lu right-hand sides\n", s.steps,
           s.rejected, s.rhs);
    hyb_sim_free(&s);
    hyb_log_free(&ex.log);
}
typedef struct { double peaked_order, rkf45_growth, rk8pd_growth; } hyb_smoothing_summary;
static void measure_smoothing(check_tally *tally, const hyb_block *b1,
                              const hyb_block *b15, FILE *tex, hyb_smoothing_summary *sum)
{
    static const struct { const char *name; const gsl_odeiv2_step_type **T; } stepper[] = {
        { "rkf45", &gsl_odeiv2_step_rkf45 }, { "rk8pd", &gsl_odeiv2_step_rk8pd },
        { "bsimp", &gsl_odeiv2_step_bsimp }, { "msbdf", &gsl_odeiv2_step_msbdf },
    };
    enum { NS = sizeof stepper / sizeof *stepper, NG = 4000 };
    double model_err[HYB_NLAW][4];
    unsigned long rhs[NS][4];
    hyb_exact ex1, ex15;
    if (hyb_exact_solve(&ex1, b1, 20.0) || hyb_exact_solve(&ex15, b15, 20.0)) {
        check(tally, 0, "smoothing: could not solve the exact blocks");
        return;
    }
    printf("  %-9s %-7s %10s  %-6s %10s %7s %6s %8s %6s\n", "law", "eps_v", "err grid",
           "stepper", "err steps", "steps", "rej", "rhs", "jac");
    for (int law = 0; law <= HYB_PEAKED; law++)
        for (int ie = 0; ie < 4; ie++) {
            const double eps_v = pow(10.0, -1.0 - ie);
            const hyb_exact *ex = law == HYB_MOLLIFIER ? &ex1 : &ex15;
            static double xg[NG + 1], vg[NG + 1];
            hyb_cost grid_cost;
            model_err[law][ie] = 0;
            if (hyb_smooth_run(&ex->b, law, eps_v, gsl_odeiv2_step_msbdf, 1e-10, 20.0, 20.0 / NG,
                               xg, vg, NULL, &grid_cost))
                check(tally, 0, "smoothing: the grid run of %s at eps_v = %g failed",
                      hyb_law_name[law], eps_v);
            for (int k = 0; k <= NG; k++) {
                double xe, ve;
                hyb_exact_state(ex, 20.0 * k / NG, &xe, &ve);
                model_err[law][ie] = fmax(model_err[law][ie], fabs(vg[k] - ve));
            }
            for (int is = 0; is < NS; is++) {
                hyb_cost cost;
                if (hyb_smooth_run(&ex->b, law, eps_v, *stepper[is].T, 1e-8, 20.0, 0, NULL, NULL, ex,
                                   &cost))
                    check(tally, 0, "smoothing: %s with %s at eps_v = %g failed", hyb_law_name[law],
                          stepper[is].name, eps_v);
                if (law == HYB_MOLLIFIER)
                    rhs[is][ie] = cost.rhs;
                if (is == 0)
                    printf("  %-9s %-7.0e %10.2e  ", hyb_law_name[law], eps_v, model_err[law][ie]);
                else
                    printf("  %-9s %-7s %10s  ", "", "", "");
                printf("%-6s %10.2e %7lu %6lu %8lu %6lu\n", stepper[is].name, cost.err_steps, cost.steps,
                       cost.rejected, cost.rhs, cost.jac);
                if (tex) {
                    if (is == 0)
                        fprintf(tex, "%s & $10^{%d}$ & %.2e", hyb_law_name[law], -1 - ie,
                                model_err[law][ie]);
                    else
                        fprintf(tex, "& &");
                    fprintf(tex, " & \\texttt{%s} & %.2e & %lu & %lu & %lu & %lu\\\\\n", stepper[is].name,
                            cost.err_steps, cost.steps, cost.rejected, cost.rhs, cost.jac);
                }
            }
        }
    {
        int linear = 1, converges = 1, stalls = 1;
        for (int ie = 0; ie < 4; ie++) {
            const double eps_v = pow(10.0, -1.0 - ie), e = model_err[HYB_MOLLIFIER][ie];
            linear &= e >= 0.5 * eps_v && e <= 2 * eps_v;
            stalls &= model_err[HYB_CUBIC][ie] > 0.05 && model_err[HYB_QUADRATIC][ie] > 0.05;
            if (ie > 0)
                converges &= model_err[HYB_PEAKED][ie] <= model_err[HYB_PEAKED][ie - 1] / 3;
        }
        stalls &= model_err[HYB_CUBIC][3] > 0.5 * model_err[HYB_CUBIC][0]
                  && model_err[HYB_QUADRATIC][3] > 0.5 * model_err[HYB_QUADRATIC][0];
        printf("  error ~ eps_v^k between 1e-1 and 1e-4: k = %.2f mollifier, %.2f cubic, "
               "%.2f quadratic, %.2f peaked\n", log10(model_err[0][0] / model_err[0][3]) / 3,
               log10(model_err[1][0] / model_err[1][3]) / 3,
               log10(model_err[2][0] / model_err[2][3]) / 3,
               log10(model_err[3][0] / model_err[3][3]) / 3);
        check(tally, linear,
              "mollifier, p = 1: the velocity error is between eps_v/2 and 2 eps_v "
              "for eps_v = 1e-1..1e-4 (creep while the exact block is stuck)");
        check(tally, converges,
              "peak-preserving blend, p = 1.5: the velocity error shrinks at least "
              "3-fold per decade of eps_v");
        check(tally, stalls,
              "cubic and quadratic blends, p = 1.5: the velocity error does not shrink "
              "with eps_v (> 0.05 throughout; early breakaway at g* < mu_s)");
    }
    check(tally, rhs[0][3] > 5 * rhs[0][2] && rhs[1][3] > 5 * rhs[1][2],
          "explicit steppers: from eps_v = 1e-3 to 1e-4 the right-hand sides grow "
          "more than 5-fold (rkf45 %lu -> %lu, rk8pd %lu -> %lu)", rhs[0][2], rhs[0][3],
          rhs[1][2], rhs[1][3]);
    check(tally, rhs[3][3] < 2 * rhs[3][0],
          "msbdf: at eps_v = 1e-4 fewer than twice the right-hand sides it needs at 1e-1 "
          "(%lu, %lu)", rhs[3][3], rhs[3][0]);
    sum->peaked_order = log10(model_err[HYB_PEAKED][0] / model_err[HYB_PEAKED][3]) / 3;
    sum->rkf45_growth = (double)rhs[0][3] / (double)rhs[0][2];
    sum->rk8pd_growth = (double)rhs[1][3] / (double)rhs[1][2];
    hyb_log_free(&ex1.log);
    hyb_log_free(&ex15.log);
}
static void push_table(check_tally *tally, FILE *tex)
{
    static const double ratio[] = { 0.5, 0.7 };
    const double eps_v = 1e-3;
    printf("  %-9s %4s %9s %9s %9s %11s %11s %11s\n", "blend", "r", "g*/mu_s", "F/mu_s",
           "hybrid v", "smooth v", "creep v_c", "smooth x");
    for (int ir = 0; ir < 2; ir++)
        for (int law = HYB_CUBIC; law <= HYB_QUADRATIC; law++) {
            const double mu_k = 1, mu_s = mu_k / ratio[ir];
            const double gstar = law == HYB_CUBIC
                                     ? smooth_mu_f1_peak(mu_s, mu_k, NULL)
                                     : smooth_mu_quadratic_f1_peak(mu_s, mu_k, NULL);
            for (int ip = 0; ip < 2; ip++) {
                const double F = ip == 0 ? 0.9 * gstar : 0.5 * (gstar + mu_s);
                const hyb_block b = { 1, mu_k, 1, mu_s / mu_k, F, 0, 0, 0 };
                hyb_sim s;
                hyb_cost cost;
                enum { NP = 1000 };
                static double xp[NP + 1], vp[NP + 1];
                const double vc = hyb_creep_velocity(&b, law, eps_v, F);
                const int ok = hyb_sim_init(&s, &b, 1e-13) == 0 && hyb_sim_advance(&s, 10.0) == 0
                               && hyb_smooth_run(&b, law, eps_v, gsl_odeiv2_step_msbdf, 1e-10, 10.0,
                                                 10.0 / NP, xp, vp, NULL, &cost) == 0;
                printf("  %-9s %4.1f %9.6f %9.6f %9g %11.4e %11.4e %11.4e\n", hyb_law_name[law],
                       ratio[ir], gstar / mu_s, F / mu_s, s.v, vp[NP], vc, xp[NP]);
                if (tex)
                    fprintf(tex, "%s & %.1f & %.4f & %.4f & %g & %.3e & %s & %.3e\\\\\n",
                            hyb_law_name[law], ratio[ir], gstar / mu_s, F / mu_s, s.v, vp[NP],
                            vc > 0 ? "creeps" : "slides", xp[NP]);
                check(tally, ok && s.v == 0 && s.x == 0 && s.steps == 0 && s.log.n == 1,
                      "push %.4f mu_s (%s, r = %.1f): the hybrid block stays stuck, v = x = 0 exactly, "
                      "no step", F / mu_s, hyb_law_name[law], ratio[ir]);
                if (ip == 0)
                    check(tally, ok && vc > 0 && fabs(vp[NP] - vc) <= 1e-6 * vc,
                          "push 0.9 g* (%s, r = %.1f): the smoothed block creeps at v_c = %.4e < eps_v "
                          "(integrated %.4e)", hyb_law_name[law], ratio[ir], vc, vp[NP]);
                else
                    check(tally, ok && vc < 0 && vp[NP] > 100 * eps_v,
                          "push (g* + mu_s)/2 (%s, r = %.1f): the smoothed block slides (v(10) = %.4f) "
                          "while the hybrid block is stuck", hyb_law_name[law], ratio[ir], vp[NP]);
                hyb_sim_free(&s);
            }
        }
}
typedef struct {
    double order, err_over_c_lo, err_over_c_hi, cubic_err, cubic_peak, cubic_early;
    double ref_diff, limit;
} hyb_stribeck_summary;
static void write_tex_power(FILE *tex, const char *name, double x)
{
    int e = (int)floor(log10(x));
    double m = x / pow(10.0, e);
    if (m >= 9.95) {                                    /* 9.96 would print as 10.0 */
        m /= 10;
        e++;
    }
    fprintf(tex, "\\newcommand{\\%s}{\\ensuremath{%.1f\\cdot10^{%d}}}\n", name, m, e);
}
static hyb_block with_stribeck(const hyb_block *b, double v_s)
{
    hyb_block s = *b;
    s.v_s = v_s;
    return s;
}
static int same_events(const hyb_log *a, const hyb_log *b, double *dev)
{
    if (a->n != b->n)
        return 0;
    for (int i = 0; i < a->n; i++) {
        if (a->ev[i].from != b->ev[i].from || a->ev[i].to != b->ev[i].to)
            return 0;
        *dev = fmax(*dev, fmax(fabs(a->ev[i].t - b->ev[i].t),
                               fabs(a->ev[i].x - b->ev[i].x)));
    }
    return 1;
}
static int element_difference(const hyb_block *b, double tol, double *dev, int *same,
                              unsigned long *steps, unsigned long *rhs)
{
    hyb_sim r, s;
    int rc = hyb_sim_init(&r, b, 1e-13) | hyb_sim_init(&s, b, tol);
    *dev = 0;
    for (int k = 1; k <= 20 && rc == 0; k++) {
        rc = hyb_sim_advance(&r, k) | hyb_sim_advance(&s, k);
        *dev = fmax(*dev, fmax(fabs(r.x - s.x), fabs(r.v - s.v)));
    }
    *same = rc == 0 && same_events(&r.log, &s.log, dev);
    *steps = s.steps;
    *rhs = s.rhs;
    hyb_sim_free(&r);
    hyb_sim_free(&s);
    return rc;
}
static int deviation_from_step(const hyb_block *step, double v_s, double *dev, int *same)
{
    const hyb_block b = with_stribeck(step, v_s);
    hyb_exact ex;
    hyb_sim s;
    int rc = hyb_exact_solve(&ex, step, 20.0) | hyb_sim_init(&s, &b, 1e-13);
    *dev = 0;
    for (int k = 1; k <= 20 && rc == 0; k++) {
        double x, v;
        rc = hyb_sim_advance(&s, k);
        hyb_exact_state(&ex, k, &x, &v);
        *dev = fmax(*dev, fmax(fabs(s.x - x), fabs(s.v - v)));
    }
    *same = rc == 0 && same_events(&s.log, &ex.log, dev);
    hyb_sim_free(&s);
    hyb_log_free(&ex.log);
    return rc;
}
static void stribeck_element_checks(check_tally *tally, const hyb_block *p15,
                                    const hyb_block *rev, hyb_stribeck_summary *sum)
{
    const hyb_block block[3] = { with_stribeck(p15, 0.1), with_stribeck(p15, 0.01),
                                 with_stribeck(rev, 0.01) };
    static const double small[2] = { 1e-4, 1e-6 };
    for (int i = 0; i < 3; i++) {
        double dev;
        int same;
        unsigned long steps, rhs;
        const int rc = element_difference(&block[i], 1e-10, &dev, &same, &steps, &rhs);
        check(tally, rc == 0 && same && dev <= 1e-9,
              "Stribeck element, F1 = %g, u = %g sin(%g t), v_s = %g: tolerances 1e-10 "
              "and 1e-13 give the same events and agree to 1e-9 (max %.1e)", block[i].f1,
              block[i].amp, block[i].omega, block[i].v_s, dev);
        sum->ref_diff = fmax(sum->ref_diff, dev);
    }
    for (int i = 0; i < 2; i++) {
        double dev;
        int same;
        const int rc = deviation_from_step(p15, small[i], &dev, &same);
        check(tally, rc == 0 && same && dev <= 20 * small[i],
              "Stribeck element, p = 1.5, v_s = %g: the events of the exact step solution "
              "(v_s = 0), and within 20 v_s of it (%.1e = %.1f v_s)", small[i], dev,
              dev / small[i]);
        sum->limit = fmax(sum->limit, dev / small[i]);
    }
}
static int sample_element(hyb_sim *s, const hyb_block *b, double tol, double t_end, int n,
                          double *v)
{
    if (hyb_sim_init(s, b, tol))
        return -1;
    v[0] = 0;
    for (int k = 1; k <= n; k++) {
        if (hyb_sim_advance(s, t_end * k / n))
            return -1;
        v[k] = s->v;
    }
    return 0;
}
static double first_reach(const double *v, int n, double t_end, double level)
{
    for (int k = 1; k <= n; k++)
        if (v[k] >= level)
            return t_end / n * ((k - 1) + (level - v[k - 1]) / (v[k] - v[k - 1]));
    return NAN;
}
enum { NG_S = 4000, NB_S = 15000 };      /* intervals on [0, 20] and, for t_b, [0, 1.5] */
static void stribeck_table(check_tally *tally, const hyb_block *p15, FILE *tex,
                           hyb_stribeck_summary *sum)
{
    static const double v_s[2] = { 0.1, 0.01 };
    static const int law[2] = { HYB_STRIBECK, HYB_CUBIC };
    static double vref[NG_S + 1], bref[NB_S + 1];
    double err[2][2][3], delay[2][2][3], peak[2][2][3];
    unsigned long rhs[2][3];
    printf("  %-5s %-9s %-7s %8s %8s %10s %9s %6s %6s\n", "v_s", "model", "eps_v",
           "g*/mu_s", "v_c/eps", "delay t_b", "error", "steps", "rhs");
    for (int iv = 0; iv < 2; iv++) {
        const hyb_block b = with_stribeck(p15, v_s[iv]);
        double t_ref;
        double dev;
        int same;
        unsigned long steps, rhs_el;
        hyb_sim s;
        int rc = sample_element(&s, &b, 1e-13, 20.0, NG_S, vref);
        hyb_sim_free(&s);
        rc |= sample_element(&s, &b, 1e-13, 1.5, NB_S, bref);
        hyb_sim_free(&s);
        rc |= element_difference(&b, 1e-10, &dev, &same, &steps, &rhs_el);
        if (rc || !same)
            check(tally, 0, "Stribeck table: the element failed at v_s = %g", v_s[iv]);
        t_ref = first_reach(bref, NB_S, 1.5, v_s[iv]);
        if (tex && iv > 0)
            fprintf(tex, "\\midrule\n");
        printf("  %-5g %-9s %-7s %8.4f %8.4f %10s %9.1e %6lu %6lu\n", v_s[iv], "hybrid",
               "(1e-10)", 1.0, 0.0, "-", dev, steps, rhs_el);
        if (tex)
            fprintf(tex, "%g & hybrid & & 1 & 0 & & %.1e & %lu & %lu\\\\\n", v_s[iv], dev, steps,
                    rhs_el);
        for (int il = 0; il < 2; il++)
            for (int ie = 0; ie < 3; ie++) {
                const double eps_v = v_s[iv] * pow(10.0, -1 - ie);
                static double xg[NG_S + 1], vg[NG_S + 1], xb[NB_S + 1], vb[NB_S + 1];
                const double ms = b.peak * b.f0, mk = b.f0;
                const double vc = hyb_creep_velocity(&b, law[il], eps_v, b.f0);
                hyb_cost grid, cost;
                int bad = hyb_smooth_run(&b, law[il], eps_v, gsl_odeiv2_step_msbdf, 1e-10, 20.0,
                                         20.0 / NG_S, xg, vg, NULL, &grid);
                bad |= hyb_smooth_run(&b, law[il], eps_v, gsl_odeiv2_step_msbdf, 1e-10, 1.5, 1.5 / NB_S,
                                      xb, vb, NULL, &grid);
                bad |= hyb_smooth_run(&b, law[il], eps_v, gsl_odeiv2_step_msbdf, 1e-8, 20.0, 0, NULL,
                                      NULL, NULL, &cost);
                if (bad)
                    check(tally, 0, "Stribeck table: %s at eps_v = %g failed", hyb_law_name[law[il]],
                          eps_v);
                peak[iv][il][ie] = (law[il] == HYB_STRIBECK
                                        ? smooth_mu_stribeck_f1_peak(ms, mk, v_s[iv], eps_v, NULL)
                                        : smooth_mu_f1_peak(ms, mk, NULL)) / ms;
                err[iv][il][ie] = 0;
                for (int k = 0; k <= NG_S; k++)
                    err[iv][il][ie] = fmax(err[iv][il][ie], fabs(vg[k] - vref[k]));
                delay[iv][il][ie] = first_reach(vb, NB_S, 1.5, v_s[iv]) - t_ref;
                if (il == 0)
                    rhs[iv][ie] = cost.rhs;
                printf("  %-5g %-9s %-7.0e %8.4f %8.4f %10.2e %9.2e %6lu %6lu\n", v_s[iv],
                       hyb_law_name[law[il]], eps_v, peak[iv][il][ie], vc / eps_v, delay[iv][il][ie],
                       err[iv][il][ie], cost.steps, cost.rhs);
                if (tex)
                    fprintf(tex, "& %s & $10^{%d}$ & %.4f & %.3f & %.2e & %.2e & %lu & %lu\\\\\n",
                            hyb_law_name[law[il]], (int)lround(log10(eps_v)), peak[iv][il][ie],
                            vc / eps_v, delay[iv][il][ie], err[iv][il][ie], cost.steps, cost.rhs);
            }
    }
    for (int iv = 0; iv < 2; iv++) {
        int shrinks = 1, stalls = 1;
        for (int ie = 0; ie < 3; ie++) {
            stalls &= err[iv][1][ie] > 0.05 && delay[iv][1][ie] < -0.2;
            if (ie > 0)
                shrinks &= err[iv][0][ie] <= err[iv][0][ie - 1] / 5
                           && fabs(delay[iv][0][ie]) <= fabs(delay[iv][0][ie - 1]) / 5;
        }
        check(tally, shrinks, "v_s = %g: the smoothed Stribeck block converges to the "
              "element: velocity error and breakaway delay shrink at least 5-fold per decade "
              "of eps_v (error %.1e, %.1e, %.1e)", v_s[iv], err[iv][0][0], err[iv][0][1],
              err[iv][0][2]);
        check(tally, stalls, "v_s = %g: the cubic blend with the same mu_s, mu_k does not: "
              "error > 0.05 and breakaway more than 0.2 early at every eps_v (its g* = %.2f "
              "mu_s)", v_s[iv], peak[iv][1][0]);
        check(tally, rhs[iv][2] < 2 * rhs[iv][0], "v_s = %g: msbdf on the smoothed Stribeck "
              "block: at eps_v = v_s/1000 fewer than twice the right-hand sides of v_s/10 "
              "(%lu, %lu)", v_s[iv], rhs[iv][2], rhs[iv][0]);
    }
    sum->order = INFINITY;
    sum->err_over_c_lo = sum->cubic_err = sum->cubic_early = INFINITY;
    sum->err_over_c_hi = 0;
    for (int iv = 0; iv < 2; iv++) {
        sum->order = fmin(sum->order, log10(err[iv][0][0] / err[iv][0][2]) / 2);
        for (int ie = 0; ie < 3; ie++) {
            const double c = pow(10.0, -1 - ie);
            sum->err_over_c_lo = fmin(sum->err_over_c_lo, err[iv][0][ie] / c);
            sum->err_over_c_hi = fmax(sum->err_over_c_hi, err[iv][0][ie] / c);
            sum->cubic_err = fmin(sum->cubic_err, err[iv][1][ie]);
            sum->cubic_early = fmin(sum->cubic_early, -delay[iv][1][ie]);
        }
    }
    sum->cubic_peak = peak[0][1][0];
}

int main(int argc, char **argv)
{
    const char *texdir = NULL;
    check_tally tally = { 0, 0 };
    const hyb_block p1 = { 1, 1, 1, 1.0, 0, 2, 1, 0 }, p15 = { 1, 1, 1, 1.5, 0, 2, 1, 0 };
    const hyb_block rev = { 1, 1, 0.2, 1.5, 0, 4, 2, 0 };
    hyb_smoothing_summary sum = { 0, 0, 0 };
    FILE *tex;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--tex") == 0 && i + 1 < argc)
            texdir = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--tex DIR]\n", argv[0]);
            return 2;
        }
    }
    printf("== Chapter 4: the hybrid stick-slip element ==\n");
    tex = check_open_tex(texdir, "hybrid-events.tex");
    if (tex)
        fprintf(tex, "\\begin{tabular}{llllll}\\toprule $t$ & $x$ & from & to & "
                     "$\\lvert\\Delta t\\rvert$ & $\\lvert\\Delta x\\rvert$\\\\\\midrule\n");
    compare_with_exact(&tally, "m = 1, F0 = 1, F1 = 1, u = 2 sin t, p = 1", &p1, tex);
    compare_with_exact(&tally, "m = 1, F0 = 1, F1 = 1, u = 2 sin t, p = 1.5", &p15, tex);
    compare_with_exact(&tally, "m = 1, F0 = 1, F1 = 0.2, u = 4 sin 2t, p = 1.5", &rev, tex);
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
    tex = check_open_tex(texdir, "hybrid-smoothing.tex");
    if (tex)
        fprintf(tex, "\\begin{tabular}{lllllrrrr}\\toprule law & $\\epsilon_v$ & "
                     "error, grid & stepper & error, steps & steps & rejected & RHS & "
                     "Jacobian\\\\\\midrule\n");
    printf("  the smoothed block against the exact one on [0, 20]; err grid from msbdf "
           "at 1e-10, the steppers run freely at 1e-8:\n");
    measure_smoothing(&tally, &p1, &p15, tex, &sum);
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
    tex = check_open_tex(texdir, "hybrid-numbers.tex");
    if (tex) {
        fprintf(tex, "\\newcommand{\\HybPeakedOrder}{%.1f}\n", sum.peaked_order);
        fprintf(tex, "\\newcommand{\\HybRkfGrowth}{%.0f}\n", sum.rkf45_growth);
        fprintf(tex, "\\newcommand{\\HybRkGrowth}{%.0f}\n", sum.rk8pd_growth);
        fclose(tex);
    }
    tex = check_open_tex(texdir, "hybrid-push.tex");
    if (tex)
        fprintf(tex, "\\begin{tabular}{lllllrll}\\toprule blend & $r$ & $g^*/\\mu_s$ & "
                     "$F/\\mu_s$ & hybrid $v$ & smooth $v(10)$ & & "
                     "smooth $x(10)$\\\\\\midrule\n");
    printf("  constant push F, eps_v = 1e-3, t = 10:\n");
    push_table(&tally, tex);
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
    hyb_stribeck_summary ssum = { 0 };
    printf("  with a Stribeck curve, f = +-(F0 + (p - 1) F0 exp(-|v|/v_s)) + F1 v:\n");
    stribeck_element_checks(&tally, &p15, &rev, &ssum);
    tex = check_open_tex(texdir, "hybrid-stribeck.tex");
    if (tex)
        fprintf(tex, "\\begin{tabular}{lllllrlrr}\\toprule $v_s$ & model & $\\epsilon_v$ & "
                     "$g^*/\\mu_s$ & $v_c/\\epsilon_v$ & $\\Delta t_b$ & error & steps & "
                     "RHS\\\\\\midrule\n");
    stribeck_table(&tally, &p15, tex, &ssum);
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
    tex = check_open_tex(texdir, "hybrid-stribeck-numbers.tex");
    if (tex) {
        fprintf(tex, "\\newcommand{\\HybStrOrder}{%.2f}\n", ssum.order);
        fprintf(tex, "\\newcommand{\\HybStrErrLo}{%.2f}\n", ssum.err_over_c_lo);
        fprintf(tex, "\\newcommand{\\HybStrErrHi}{%.2f}\n", ssum.err_over_c_hi);
        fprintf(tex, "\\newcommand{\\HybStrCubicErr}{%.2f}\n", ssum.cubic_err);
        fprintf(tex, "\\newcommand{\\HybStrCubicPeak}{%.2f}\n", ssum.cubic_peak);
        fprintf(tex, "\\newcommand{\\HybStrCubicEarly}{%.2f}\n", ssum.cubic_early);
        write_tex_power(tex, "HybStrRefDiff", ssum.ref_diff);
        fprintf(tex, "\\newcommand{\\HybStrLimit}{%.0f}\n", ssum.limit);
        fclose(tex);
    }
    return check_finish(&tally, "check-hybrid");
}
