/* Tangled from doc/rolling-check.nw; edit there, not here. */
#include "check.h"
#include "smooth-roll.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    int n, decoupled;                  /* velocities (1 or 2); the law */
    double mass[2], B[5][2], f[2];     /* diagonal mass, w = B v, applied force */
    double lambda, h, mu[3], eps[3];   /* mu_s = mu_k = mu; eps: slip, spin, roll */
} roll_body;

static double law(const roll_body *b, const double v[2], double G[2], double J[2][2])
{
    double w[5], g[5], h[15], H[5][5];
    for (int i = 0; i < 5; i++)
        w[i] = b->B[i][0] * v[0] + (b->n > 1 ? b->B[i][1] * v[1] : 0);
    if (G == NULL)
        return b->decoupled ? smooth_roll_decoupled_potential(w, b->mu, b->mu, b->eps)
                            : smooth_roll_potential(w, b->mu, b->mu, b->eps[0]);
    if (b->decoupled)
        smooth_roll_decoupled_gradient(w, b->mu, b->mu, b->eps, g, h);
    else
        smooth_roll_gradient(w, b->mu, b->mu, b->eps[0], g, h);
    for (int i = 0, k = 0; i < 5; i++)
        for (int j = i; j < 5; j++, k++)
            H[i][j] = H[j][i] = h[k];
    for (int a = 0; a < b->n; a++) {
        G[a] = 0;
        for (int i = 0; i < 5; i++)
            G[a] += b->B[i][a] * g[i];
        for (int c = 0; c < b->n; c++) {
            J[a][c] = 0;
            for (int i = 0; i < 5; i++)
                for (int j = 0; j < 5; j++)
                    J[a][c] += b->B[i][a] * H[i][j] * b->B[j][c];
        }
    }
    return 0;
}
static double energy(const roll_body *b, const double v[2], const double vh[2])
{
    double e = b->h * b->lambda * law(b, v, NULL, NULL);
    for (int a = 0; a < b->n; a++)
        e += 0.5 * b->mass[a] * (v[a] - vh[a]) * (v[a] - vh[a]) - b->h * b->f[a] * v[a];
    return e;
}
static double residual(const roll_body *b, const double v[2], const double vh[2],
                       double r[2], double J[2][2])
{
    double G[2], norm = 0;
    law(b, v, G, J);
    for (int a = 0; a < b->n; a++) {
        r[a] = b->mass[a] * (v[a] - vh[a]) - b->h * b->f[a] + b->h * b->lambda * G[a];
        for (int c = 0; c < b->n; c++)
            J[a][c] *= b->h * b->lambda;
        J[a][a] += b->mass[a];
        norm += r[a] * r[a];
    }
    return sqrt(norm);
}
/* v := the step's solution from the guess v; returns the iterations, or -1 */
static int step(const roll_body *b, double v[2], const double vh[2], double scale)
{
    double r[2], J[2][2], d[2];
    for (int it = 0; it < 50; it++) {
        if (residual(b, v, vh, r, J) <= 1e-12 * scale)
            return it;
        if (b->n == 1)
            d[0] = -r[0] / J[0][0];
        else {
            const double det = J[0][0] * J[1][1] - J[0][1] * J[1][0];
            d[0] = (-r[0] * J[1][1] + r[1] * J[0][1]) / det;
            d[1] = (-r[1] * J[0][0] + r[0] * J[1][0]) / det;
        }
        const double e0 = energy(b, v, vh);
        double t = 1, w[2] = { 0, 0 };
        for (int k = 0; k < 40; k++, t /= 2) {
            for (int a = 0; a < b->n; a++)
                w[a] = v[a] + t * d[a];
            if (energy(b, w, vh) <= e0 + 0x1p-40 * fabs(e0))
                break;
        }
        memcpy(v, w, sizeof w);
    }
    return -1;
}
static const double R = 0.05, gravity = 9.81, mu3[3] = { 0.5, 0.002, 0.001 };

static roll_body disc(double eps, double h)
{
    roll_body b = { 1, 0, { 0.5 * R * R, 0 }, { { 0 } }, { 0, 0 }, gravity, h,
                    { mu3[0], mu3[1], mu3[2] }, { eps, 0, 0 } };
    b.B[2][0] = 1;                                      /* w = (0, 0, spin, 0, 0) */
    b.eps[1] = eps * mu3[0] / mu3[1];
    b.eps[2] = eps * mu3[0] / mu3[2];
    return b;
}
static roll_body ball(double eps, double h, int decoupled, double torque)
{
    roll_body b = disc(eps, h);
    b.n = 2;
    b.decoupled = decoupled;
    b.mass[0] = 1;
    b.mass[1] = 0.4 * R * R;
    memset(b.B, 0, sizeof b.B);
    b.B[0][0] = 1, b.B[0][1] = -R;                      /* slip rate v - R omega */
    b.B[3][1] = 1;                                      /* rolling rate omega */
    b.f[1] = torque;
    return b;
}
typedef struct { double eps, t_stop, predicted, line_error; int most; } disc_report;

static disc_report spin_down(double eps, double h, FILE *dat)
{
    const roll_body b = disc(eps, h);
    const double omega0 = 20, alpha = mu3[1] * gravity / b.mass[0],
                 omega_eps = eps * mu3[0] / mu3[1];
    disc_report d = { eps, -1, 0, 0, 0 };
    double v[2] = { omega0, 0 };
    for (long n = 1; n * h < 2 * omega0 / alpha; n++) {
        const double vh[2] = { v[0], 0 }, line = omega0 - alpha * n * h;
        const int it = step(&b, v, vh, b.mass[0] * omega0);
        d.most = it < 0 || it > d.most ? (it < 0 ? 99 : it) : d.most;
        if (line >= omega_eps)
            d.line_error = fmax(d.line_error, fabs(v[0] - line) / omega0);
        if (d.t_stop < 0 && v[0] <= omega_eps / 100)
            d.t_stop = n * h;
        if (dat && n % 4 == 0)
            fprintf(dat, "%g %.6e\n", n * h, v[0]);
    }
    if (dat)
        fprintf(dat, "\n\n");
    d.predicted = (omega0 - omega_eps) / alpha + omega_eps / alpha * 0.5 * log(199.0);
    return d;
}
typedef struct { double decel, slip, t_stop, exact_decel, exact_slip, t_exact; int most; }
    ball_report;

/* The exact deceleration and slip per radian of the ball b */
static void ball_exact(const roll_body *b, int decoupled, ball_report *r)
{
    const double m = b->mass[0], I = b->mass[1], sl = mu3[0], ro = mu3[2],
                 qa = R * sl * sl, qb = sl * sl * (I / m + R * R) - ro * ro,
                 qc = -R * ro * ro, kappa = 2 * -qc / (qb + sqrt(qb * qb - 4 * qa * qc)),
                 c = 1 / sqrt(sl * sl * kappa * kappa + ro * ro);
    r->exact_decel = decoupled ? ro * gravity * R / (I / m + R * R)
                               : b->lambda * sl * sl * kappa * c / m;
    r->exact_slip = decoupled ? 0 : kappa;
}
static ball_report roll_down(double eps, double h, int decoupled, FILE *dat)
{
    const roll_body b = ball(eps, h, decoupled, 0);
    const double v0 = 0.5, m = b.mass[0], sl = mu3[0], ro = mu3[2];
    ball_report r = { 0, 0, -1, 0, 0, 0, 0 };
    ball_exact(&b, decoupled, &r);
    r.t_exact = v0 / r.exact_decel;
    double v[2] = { v0, v0 / R }, v1 = 0;
    for (long n = 1; n * h < 1.5 * r.t_exact; n++) {
        const double vh[2] = { v[0], v[1] };
        const int it = step(&b, v, vh, m * v0);
        r.most = it < 0 || it > r.most ? (it < 0 ? 99 : it) : r.most;
        v1 = n == lround(1 / h) ? v[0] : v1;
        if (n == lround(2 / h)) {
            r.decel = v1 - v[0];
            r.slip = (v[0] - R * v[1]) / v[1];
        }
        if (r.t_stop < 0 && v[1] <= eps * sl / ro / 100)
            r.t_stop = n * h;
        if (dat)
            fprintf(dat, "%g %.6e %.6e %.6e\n", n * h, v[0], v[1], v[0] - R * v[1]);
    }
    if (dat)
        fprintf(dat, "\n\n");
    return r;
}
typedef struct { double r, omega, exact, speed_gap; int most; } creep_report;

static creep_report creep(double eps, double h, int decoupled, double ratio, FILE *dat)
{
    const roll_body b = ball(eps, h, decoupled, ratio * mu3[2] * gravity);
    creep_report c = { ratio, 0, 0, 0, 0 };
    double v[2] = { 0, 0 };
    for (long n = 1; n <= 2000; n++) {
        const double vh[2] = { v[0], v[1] };
        const int it = step(&b, v, vh, b.mass[1] + h * b.lambda);
        c.most = it < 0 || it > c.most ? (it < 0 ? 99 : it) : c.most;
        if (dat && n <= 400)
            fprintf(dat, "%g %.9e\n", n * h, v[1]);
    }
    c.omega = v[1];
    c.exact = eps * mu3[0] / mu3[2] * (1 - sqrt(1 - ratio));
    if (dat)
        fprintf(dat, "\n\n");
    c.speed_gap = fabs(v[0] - R * v[1]) / (R * v[1]);
    return c;
}
static void write_examples_table(FILE *f, const disc_report d[3], ball_report b[2][3],
                                 creep_report c[2][3], const double widths[3])
{
    fprintf(f, "\\begin{tabular}{lrrrl}\n$\\epsilon_v$ (m/s) & disc $t_{\\rm stop}$ (s)"
            " & coupled & decoupled & creep $\\omega_c$ (rad/s), exact\\\\\n\\hline\n");
    for (int e = 0; e < 3; e++)
        fprintf(f, "%.0e & %.3f & %.2f & %.2f & %.9f, %.9f ($r=%.3g$)\\\\\n", widths[e],
                d[e].t_stop, b[0][e].t_stop, b[1][e].t_stop, c[0][e].omega, c[0][e].exact,
                c[0][e].r);
    fprintf(f, "exact & %.3f & %.2f & %.2f &\\\\\n\\end{tabular}\n",
            20 / (mu3[1] * gravity / (0.5 * R * R)), b[0][0].t_exact, b[1][0].t_exact);
}
static void write_examples_numbers(FILE *f, const disc_report d[3], ball_report b[2][3])
{
    double line = 0;
    for (int e = 0; e < 3; e++)
        line = fmax(line, d[e].line_error);
    fprintf(f, "\\newcommand{\\rollingAc}{%.9f}\n\\newcommand{\\rollingAd}{%.9f}\n"
            "\\newcommand{\\rollingKappa}{%.4g}\n\\newcommand{\\rollingLine}{%.1g}\n"
            "\\newcommand{\\rollingGap}{%.2g}\n", b[0][0].exact_decel,
            b[1][0].exact_decel, b[0][0].exact_slip, line,
            1 - b[0][0].exact_decel / b[1][0].exact_decel);
}
int main(int argc, char **argv)
{
    check_tally t = { 0, 0 };
    const char *tex = argc == 3 && strcmp(argv[1], "--tex") == 0 ? argv[2] : NULL,
               *name = argc == 3 && strcmp(argv[1], "--dat") == 0 ? argv[2] : NULL;
    if (argc != 1 && tex == NULL && name == NULL) {
        fprintf(stderr, "usage: %s [--tex DIR | --dat FILE]\n", argv[0]);
        return 2;
    }
    FILE *dat = name ? fopen(name, "w") : NULL;
    if (name && dat == NULL)
        return perror(name), 2;
    static const double widths[3] = { 4e-3, 4e-4, 4e-5 };
    disc_report d[3];
    ball_report b[2][3];
    creep_report c[2][3];
    printf("== Chapter 8: rolling and spinning friction in a time step ==\n");
    for (int e = 0; e < 3; e++)                /* the data file's blocks 0 to 2 */
        d[e] = spin_down(widths[e], 1e-3, dat);
    for (int e = 0; e < 3; e++)                /* blocks 3, 4: the balls at the first */
        for (int law = 0; law < 2; law++)
            b[law][e] = roll_down(widths[e], 1e-2, law, e ? NULL : dat);
    for (int e = 0; e < 3; e++)                /* blocks 5 to 7: coupled creep */
        for (int law = 0; law < 2; law++)
            c[law][e] = creep(widths[e], 1e-2, law, 0.25 + 0.325 * e, law ? NULL : dat);
    if (dat)
        fclose(dat);
    printf("     eps_v    disc: line error  t_stop    predicted  iterations\n");
    for (int e = 0; e < 3; e++)
        printf("     %-8.0e %-16.2g %-9.5f %-10.5f %d\n", d[e].eps, d[e].line_error,
               d[e].t_stop, d[e].predicted, d[e].most);
    for (int law = 0; law < 2; law++) {
        printf("     %s ball: decel (exact)  slip/rad (exact)  t_stop (exact)  iterations\n",
               law ? "decoupled" : "coupled");
        for (int e = 0; e < 3; e++)
            printf("     %-8.0e %.9f (%.9f)  %.3e (%.3e)  %.4f (%.4f)  %d\n", widths[e],
                   b[law][e].decel, b[law][e].exact_decel, b[law][e].slip,
                   b[law][e].exact_slip, b[law][e].t_stop, b[law][e].t_exact, b[law][e].most);
        printf("     %s creep: r  omega (exact)  |v - R omega|/(R omega)  iterations\n",
               law ? "decoupled" : "coupled");
        for (int e = 0; e < 3; e++)
            printf("     %-8.0e %.3f %.9g (%.9g) %.2g %d\n", widths[e], c[law][e].r,
                   c[law][e].omega, c[law][e].exact, c[law][e].speed_gap, c[law][e].most);
    }
    int most = 0, decel = 0, slip = 0, creeping = 0, stop = 0;
    for (int e = 0; e < 3; e++) {
        most = d[e].most > most ? d[e].most : most;
        stop += fabs(d[e].t_stop - d[e].predicted) > 4e-3
                || (e && d[e].t_stop - d[e].predicted
                         >= d[e - 1].t_stop - d[e - 1].predicted);
        for (int law = 0; law < 2; law++) {
            const ball_report *r = &b[law][e];
            most = r->most > most ? r->most : most;
            most = c[law][e].most > most ? c[law][e].most : most;
            decel += fabs(r->decel - r->exact_decel) > 1e-9 * r->exact_decel;
            stop += e && r->t_stop - r->t_exact
                         >= b[law][e - 1].t_stop - b[law][e - 1].t_exact;
            creeping += fabs(c[law][e].omega - c[law][e].exact) > 1e-9 * c[law][e].exact
                        || c[law][e].speed_gap > 1e-9;
        }
        slip += fabs(b[0][e].slip - b[0][e].exact_slip) > 1e-6 * b[0][e].exact_slip
                || (e && fabs(b[1][e].slip * 10 / b[1][e - 1].slip - 1) > 0.01);
    }
    const double line = fmax(d[0].line_error, fmax(d[1].line_error, d[2].line_error));
    check(&t, line <= 1e-12, "while it spins faster than its sticking rate the disc's spin is"
          " the exact line Omega0 - alpha t at every step, to %.2g of Omega0", line);
    check(&t, decel == 0, "both balls decelerate at their exact rates to 1e-9: coupled %.9f,"
          " decoupled %.9f m/s^2, at every width", b[0][0].exact_decel, b[1][0].exact_decel);
    check(&t, slip == 0, "the coupled ball slips %.4g m per radian, the root kappa, at every"
          " width; the decoupled one creeps in slip, ten times less per tenth of the width",
          b[0][0].slip);
    check(&t, creeping == 0, "under a torque below the rolling threshold both balls creep at"
          " exactly Omega_eps (1 - sqrt(1 - r)), without slipping, for r = 0.25, 0.575, 0.9");
    check(&t, stop == 0, "the stopping times approach the exact ones as eps_v falls; the"
          " disc's is the smoothed law's continuous-time prediction to within 4 steps");
    check(&t, most < 99, "every step converged, in at most %d Newton iterations", most);
    FILE *f = tex ? check_open_tex(tex, "rolling-examples.tex") : NULL;
    if (tex && f == NULL)
        return 2;
    if (f)
        write_examples_table(f, d, b, c, widths), fclose(f);
    if (tex && (f = check_open_tex(tex, "rolling-numbers.tex")) == NULL)
        return 2;
    if (f)
        write_examples_numbers(f, d, b), fclose(f);
    return check_finish(&t, "roll-newton");
}
