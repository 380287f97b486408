/* Tangled from doc/varying-check.nw; edit there, not here. */
#include "check.h"
#include "smooth-aniso.h"
#include "smooth-mu.h"
#include "smooth-peak.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct { double m, lambda, h, eps, ms[2], mk[2], a[2]; } block;
static const block floor_block = { 1, 9.81, 1e-2, 1e-3, { 0.8, 0.4 }, { 0.5, 0.25 },
                                   { 1, 1 } };
enum law { VARIATIONAL, LAGGED };
static const char *const law_name[2] = { "variational", "lagged" };
typedef struct { double size, angle, turn; } push;       /* |F|/lambda, radians, rad/s */
enum { STEPS = 100, MAX_ITER = 200 };
static const double deg = 0x1.1df46a2529d39p-6;           /* pi/180 */
static void law_at(enum law L, const block *b, const double v[2], double g[2],
                   double H[3])
{
    if (L == VARIATIONAL)
        smooth_ellipse_gradient(v, b->ms, b->mk, b->eps, g, H);
    else
        smooth_aniso_lagged(v, b->a, b->ms, b->mk, b->eps, g, H);
}

static void lagged_coefficients(const block *b, const double v[2], double c[2])
{
    c[0] = smooth_aniso_mu(v[0], v[1], b->a[0], b->a[1], b->ms[0], b->ms[1]);
    c[1] = smooth_aniso_mu(v[0], v[1], b->a[0], b->a[1], b->mk[0], b->mk[1]);
}
static double merit(enum law L, const block *b, const double v[2], const double vh[2],
                    const double c[2])
{
    const double d0 = v[0] - vh[0], d1 = v[1] - vh[1],
                 k = 0.5 * b->m * (d0 * d0 + d1 * d1);
    if (L == VARIATIONAL)
        return k + b->h * b->lambda * smooth_ellipse_potential(v, b->ms, b->mk, b->eps);
    return k + b->h * b->lambda * smooth_mu_f0(hypot(v[0], v[1]), c[0], c[1], b->eps);
}
static void project_psd(double H[3])
{
    const double t = 0.5 * (H[0] + H[2]), d = hypot(0.5 * (H[0] - H[2]), H[1]);
    const double l1 = t + d, l2 = t - d;
    if (l2 >= 0)
        return;
    double e0 = 1, e1 = 0;                       /* the eigenvector of l1 */
    if (H[1] != 0)
        e0 = H[1], e1 = l1 - H[0];
    else if (H[2] > H[0])
        e0 = 0, e1 = 1;
    const double n = hypot(e0, e1), p = l1 > 0 ? l1 : 0;
    H[0] = p * (e0 / n) * (e0 / n);
    H[1] = p * (e0 / n) * (e1 / n);
    H[2] = p * (e1 / n) * (e1 / n);
}
static double residual(enum law L, const block *b, const double v[2], const double vh[2],
                       double r[2], double J[3])
{
    double g[2], H[3];
    const double s = b->h * b->lambda;
    law_at(L, b, v, g, H);
    r[0] = b->m * (v[0] - vh[0]) + s * g[0];
    r[1] = b->m * (v[1] - vh[1]) + s * g[1];
    project_psd(H);
    J[0] = b->m + s * H[0];
    J[1] = s * H[1];
    J[2] = b->m + s * H[2];
    return hypot(r[0], r[1]);
}
typedef struct { int iterations, converged, rises; double worst_rise; } solve_report;
static void line_search(enum law L, const block *b, double v[2], const double d[2],
                        const double vh[2], const double c[2], const double r[2],
                        double e)
{
    const double slope = r[0] * d[0] + r[1] * d[1], r0 = hypot(r[0], r[1]);
    double t = 1, w[2], rw[2], Jw[3];
    for (int k = 0; k < 60; k++, t /= 2) {
        w[0] = v[0] + t * d[0];
        w[1] = v[1] + t * d[1];
        const double ew = merit(L, b, w, vh, c);
        if (ew <= e + 1e-4 * t * slope)
            break;
        if (fabs(ew - e) <= 0x1p-50 * fabs(e) && residual(L, b, w, vh, rw, Jw) < r0)
            break;
    }
    v[0] = w[0];
    v[1] = w[1];
}
static solve_report solve_step(enum law L, const block *b, double v[2],
                               const double vh[2])
{
    solve_report s = { 0, 0, 0, 0 };
    const double tol = 1e-10 * b->h * b->lambda * fmax(b->ms[0], b->ms[1]);
    double before = HUGE_VAL;
    for (;; s.iterations++) {
        double r[2], J[3], c[2] = { 0, 0 };
        const double norm = residual(L, b, v, vh, r, J);
        if (L == LAGGED)
            lagged_coefficients(b, v, c);
        const double e = merit(L, b, v, vh, c);
        if (e > before + 0x1p-50 * fabs(before)) {
            s.rises++;
            s.worst_rise = fmax(s.worst_rise, (e - before) / fabs(before));
        }
        if (norm <= tol || s.iterations == MAX_ITER) {
            s.converged = norm <= tol;
            return s;
        }
        const double det = J[0] * J[2] - J[1] * J[1];
        const double d[2] = { -(J[2] * r[0] - J[1] * r[1]) / det,
                              -(J[0] * r[1] - J[1] * r[0]) / det };
        before = e;
        line_search(L, b, v, d, vh, c, r, e);
    }
}
typedef struct {
    double v[2], work, mean_iterations, worst_rise;
    int max_iterations, failures, rises;
} run_report;
static run_report run(enum law L, const block *b, push p)
{
    run_report R = { { 0, 0 }, 0, 0, 0, 0, 0, 0 };
    double g[2], H[3];
    for (int n = 0; n < STEPS; n++) {
        const double phi = p.angle + p.turn * (n + 1) * b->h, f = p.size * b->lambda;
        const double vh[2] = { R.v[0] + b->h * f * cos(phi) / b->m,
                               R.v[1] + b->h * f * sin(phi) / b->m };
        const solve_report s = solve_step(L, b, R.v, vh);
        R.mean_iterations += s.iterations / (double)STEPS;
        R.max_iterations = s.iterations > R.max_iterations ? s.iterations
                           : R.max_iterations;
        R.failures += !s.converged;
        R.rises += s.rises;
        R.worst_rise = fmax(R.worst_rise, s.worst_rise);
        law_at(L, b, R.v, g, H);
        R.work += b->h * b->lambda * (g[0] * R.v[0] + g[1] * R.v[1]);
    }
    return R;
}
/* (F - lambda M^2 v/|M v|) x v for the unit v at angle t,
   F = size lambda (cos p, sin p) */
static double drift(const block *b, double size, double p, double t)
{
    const double v0 = cos(t), v1 = sin(t), n = hypot(b->mk[0] * v0, b->mk[1] * v1);
    const double a0 = size * cos(p) - b->mk[0] * b->mk[0] * v0 / n;
    const double a1 = size * sin(p) - b->mk[1] * b->mk[1] * v1 / n;
    return a0 * v1 - a1 * v0;
}

static double sliding_direction(const block *b, double size, double p)
{
    if (p <= 0 || p >= 2 * atan(1))
        return p;
    double lo = 1e-9, hi = 2 * atan(1) - 1e-9;
    const int s = drift(b, size, p, lo) > 0;
    for (int k = 0; k < 100; k++) {
        const double mid = 0.5 * (lo + hi);
        if ((drift(b, size, p, mid) > 0) == s)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}
enum { ANGLES = 91 };
typedef struct {
    run_report steady[2][ANGLES], turning[2][ANGLES], weak[2][ANGLES];
} experiments;

static void run_experiments(experiments *X)
{
    const block *b = &floor_block;
    for (int L = 0; L < 2; L++)
        for (int i = 0; i < ANGLES; i++) {
            X->steady[L][i] = run(L, b, (push){ 0.6, i * deg, 0 });
            X->turning[L][i] = run(L, b, (push){ 0.6, i * deg, 8 * atan(1) });
            X->weak[L][i] = run(L, b, (push){ 0.3, i * deg, 0 });
        }
}
typedef struct {
    int failures, rises, max_iterations;
    double worst_rise, mean_iterations;
} totals;

static totals total(const run_report R[ANGLES])
{
    totals T = { 0, 0, 0, 0, 0 };
    for (int i = 0; i < ANGLES; i++) {
        T.failures += R[i].failures;
        T.rises += R[i].rises;
        T.worst_rise = fmax(T.worst_rise, R[i].worst_rise);
        T.mean_iterations += R[i].mean_iterations / ANGLES;
        if (R[i].max_iterations > T.max_iterations)
            T.max_iterations = R[i].max_iterations;
    }
    return T;
}
static void claim_solvers(check_tally *t, const experiments *X)
{
    int failures = 0, rises_v = 0;
    for (int L = 0; L < 2; L++) {
        const totals a = total(X->steady[L]), c = total(X->turning[L]),
                     w = total(X->weak[L]);
        failures += a.failures + c.failures + w.failures;
        if (L == VARIATIONAL)
            rises_v = a.rises + c.rises + w.rises;
    }
    const totals lag = total(X->turning[LAGGED]), var = total(X->turning[VARIATIONAL]);
    check(t, failures == 0, "worked example: Newton's method converges on every step of"
          " the %d runs of %d steps, both laws (%d failures)", 6 * ANGLES, STEPS,
          failures);
    check(t, lag.mean_iterations < var.mean_iterations + 1, "worked example, turning"
          " push: the lagged solver takes %.2f iterations per step on average, the"
          " variational one %.2f", lag.mean_iterations, var.mean_iterations);
    check(t, rises_v == 0, "worked example: the variational merit E never rises from one"
          " iteration to the next (%d rises)", rises_v);
    check(t, lag.rises > 0, "worked example, turning push: the lagged merit, refreshed,"
          " rises %d times, by up to %.2g of itself: it is not one energy", lag.rises,
          lag.worst_rise);
}
static double relative_gap(const double v[2], const double w[2])
{
    return hypot(v[0] - w[0], v[1] - w[1]) / hypot(w[0], w[1]);
}

static void claim_directions(check_tally *t, const experiments *X)
{
    double axes = 0, along = 0, predicted = 0;
    for (int i = 0; i < ANGLES; i += ANGLES - 1)
        axes = fmax(axes, fmax(relative_gap(X->steady[0][i].v, X->steady[1][i].v),
                               relative_gap(X->weak[0][i].v, X->weak[1][i].v)));
    for (int i = 1; i < ANGLES - 1; i++) {
        const double *vl = X->steady[LAGGED][i].v, *vv = X->steady[VARIATIONAL][i].v;
        along = fmax(along, fabs(atan2(vl[1], vl[0]) - i * deg));
        predicted = fmax(predicted,
                         fabs(atan2(vv[1], vv[0])
                              - sliding_direction(&floor_block, 0.6, i * deg)));
    }
    check(t, axes <= 1e-12, "worked example: pushed along an axis, both laws give the same"
          " velocity after 1 s (relative gap %.2g)", axes);
    check(t, along <= 1e-12, "worked example, steady push: the lagged block moves along the"
          " push to %.2g degrees", along / deg);
    check(t, predicted <= 0.05 * deg, "worked example, steady push: the variational block"
          " moves in the steady-sliding direction found by bisection, to %.2g degrees",
          predicted / deg);
}
static int slides(const run_report *R)
{
    return hypot(R->v[0], R->v[1]) > 10 * floor_block.eps;
}

static void claim_breakaway(check_tally *t, const experiments *X, int first[2])
{
    const block *b = &floor_block;
    int wrong = 0, judged = 0;
    for (int i = 0; i < ANGLES; i++) {
        const double c = cos(i * deg), s = sin(i * deg);
        const double ms = smooth_aniso_mu(c, s, 1, 1, b->ms[0], b->ms[1]);
        const double mk = smooth_aniso_mu(c, s, 1, 1, b->mk[0], b->mk[1]);
        const double g = smooth_mu_f1_peak(ms, mk, NULL);
        if (fabs(0.3 - g) > 0.01 * 0.3)
            judged++, wrong += slides(&X->weak[LAGGED][i]) != (0.3 > g);
    }
    for (int L = 0; L < 2; L++)
        for (first[L] = 0; first[L] < ANGLES && !slides(&X->weak[L][first[L]]);
             first[L]++)
            ;
    check(t, wrong == 0, "worked example, push 0.3 lambda: the lagged block slides"
          " exactly where the push exceeds the static peak of the push direction's"
          " coefficients (%d of %d directions wrong)", wrong, judged);
    check(t, first[VARIATIONAL] < first[LAGGED] && first[LAGGED] < ANGLES,
          "worked example, push 0.3 lambda: the variational block breaks away from %d"
          " degrees, the lagged one only from %d", first[VARIATIONAL], first[LAGGED]);
}
static double direction(const run_report *R) { return atan2(R->v[1], R->v[0]) / deg; }

static void write_steady_table(FILE *f, const experiments *X)
{
    fputs("\\begin{tabular}{rrrrrrcc}\\toprule push"
          " & \\multicolumn{3}{c}{direction of motion}"
          " & \\multicolumn{2}{c}{work of friction}"
          " & \\multicolumn{2}{c}{iterations}\\\\\n"
          " & variational & steady & lagged & variational & lagged & variational & lagged"
          "\\\\\\midrule\n", f);
    for (int i = 0; i < ANGLES; i += 15) {
        const run_report *v = &X->steady[VARIATIONAL][i], *l = &X->steady[LAGGED][i];
        fprintf(f, "%d & %.2f & %.2f & %.2f & %.3f & %.3f & %.2f (%d) & %.2f (%d)\\\\\n",
                i, direction(v), sliding_direction(&floor_block, 0.6, i * deg) / deg,
                direction(l), v->work, l->work, v->mean_iterations, v->max_iterations,
                l->mean_iterations, l->max_iterations);
    }
    fputs("\\bottomrule\\end{tabular}\n", f);
}
static void write_turning_table(FILE *f, const experiments *X)
{
    fputs("\\begin{tabular}{lrrrrr}\\toprule law & iterations & largest & merit rises"
          " & largest rise & work of friction\\\\\\midrule\n", f);
    for (int L = 0; L < 2; L++) {
        const totals T = total(X->turning[L]);
        double lo = HUGE_VAL, hi = 0;
        for (int i = 0; i < ANGLES; i++)
            lo = fmin(lo, X->turning[L][i].work), hi = fmax(hi, X->turning[L][i].work);
        fprintf(f, "%s & %.2f & %d & %d & %.1e & %.3f--%.3f\\\\\n", law_name[L],
                T.mean_iterations, T.max_iterations, T.rises, T.worst_rise, lo, hi);
    }
    fputs("\\bottomrule\\end{tabular}\n", f);
}
static void write_numbers(FILE *f, const experiments *X, const int first[2])
{
    double gap = 0;
    int at = 0;
    for (int i = 0; i < ANGLES; i++) {
        const double d = direction(&X->steady[VARIATIONAL][i])
                         - direction(&X->steady[LAGGED][i]);
        if (fabs(d) > gap)
            gap = fabs(d), at = i;
    }
    fprintf(f, "\\newcommand{\\AnisoBreakVariational}{%d}\n", first[VARIATIONAL]);
    fprintf(f, "\\newcommand{\\AnisoBreakLagged}{%d}\n", first[LAGGED]);
    fprintf(f, "\\newcommand{\\AnisoLargestVeer}{%.1f}\n", gap);
    fprintf(f, "\\newcommand{\\AnisoLargestVeerAt}{%d}\n", at);
}
static void write_data(FILE *f, const experiments *X)
{
    fputs("# push (deg), direction of motion (deg) variational lagged, speed after 1 s"
          " under 0.3 lambda variational lagged\n", f);
    for (int i = 0; i < ANGLES; i++)
        fprintf(f, "%d %.6f %.6f %.6g %.6g\n", i, direction(&X->steady[VARIATIONAL][i]),
                direction(&X->steady[LAGGED][i]),
                hypot(X->weak[0][i].v[0], X->weak[0][i].v[1]),
                hypot(X->weak[1][i].v[0], X->weak[1][i].v[1]));
}
int main(int argc, char **argv)
{
    static experiments X;
    check_tally t = { 0, 0 };
    int first[2];
    const char *tex = NULL, *dat = NULL;
    for (int i = 1; i < argc; i += 2) {
        const char **slot = strcmp(argv[i], "--tex") == 0 ? &tex
                            : strcmp(argv[i], "--dat") == 0 ? &dat : NULL;
        if (slot == NULL || *slot != NULL || i + 1 >= argc) {
            fprintf(stderr, "usage: %s [--tex DIR] [--dat FILE]\n", argv[0]);
            return 2;
        }
        *slot = argv[i + 1];
    }
    printf("== Chapter 5: the two anisotropic laws in a time step ==\n");
    run_experiments(&X);
    claim_solvers(&t, &X);
    claim_directions(&t, &X);
    claim_breakaway(&t, &X, first);
    FILE *f;
    if (tex) {
        if ((f = check_open_tex(tex, "aniso-steady.tex")) == NULL)
            return 2;
        write_steady_table(f, &X), fclose(f);
        if ((f = check_open_tex(tex, "aniso-turning.tex")) == NULL)
            return 2;
        write_turning_table(f, &X), fclose(f);
        if ((f = check_open_tex(tex, "aniso-numbers.tex")) == NULL)
            return 2;
        write_numbers(f, &X, first), fclose(f);
    }
    if (dat) {
        if ((f = fopen(dat, "w")) == NULL)
            return perror(dat), 2;
        write_data(f, &X), fclose(f);
    }
    return check_finish(&t, "aniso-newton");
}
