/* Tangled from doc/mollifier.nw; edit there, not here. */
#include "check.h"
#include "smooth-friction.h"
#include <math.h>
#include <stdio.h>

typedef struct { double potential, force[2], hessian[2][2]; } friction_terms;

/* The friction terms of one contact: tangential velocity u, normal force lambda. */
static friction_terms friction(const double u[2], double lambda, double mu, double eps_v)
{
    const double y = hypot(u[0], u[1]);
    const double a = mu * lambda * smooth_friction_f1_over_x(y, eps_v);
    const double b = y > 0 ? mu * lambda * smooth_friction_f2_x_minus_f1_over_x3(y, eps_v)
                           : 0;                     /* the pole: u u^T = 0 at rest */
    friction_terms r;
    r.potential = mu * lambda * smooth_friction_f0(y, eps_v);
    for (int i = 0; i < 2; i++) {
        r.force[i] = -a * u[i];
        for (int j = 0; j < 2; j++)
            r.hessian[i][j] = a * (i == j) + b * u[i] * u[j];
    }
    return r;
}
static double relative(double a, double b) { return fabs(a - b) / fmax(fabs(b), 1e-300); }

int main(void)
{
    static const double u[4][2] = { { 3e-4, -4e-4 }, { 1e-3, 2e-3 }, { -2e-5, 1e-6 },
                                    { 0, 7e-3 } };
    const double lambda = 2.5, mu = 0.4, eps_v = 1e-3, h = 0x1p-7;
    check_tally tally = { 0, 0 };
    double worst_force = 0, worst_hessian = 0;
    int same = 1;
    printf("== Chapter 1: a contact, from the caller's side ==\n");
    for (int k = 0; k < 4; k++) {
        const friction_terms r = friction(u[k], lambda, mu, eps_v);
        const double du[2] = { h * u[k][0], h * u[k][1] };
        const friction_terms d = friction(du, lambda, mu, eps_v * h);
        for (int i = 0; i < 2; i++) {
            const double step = 1e-7 * eps_v;
            double up[2] = { u[k][0], u[k][1] }, down[2] = { u[k][0], u[k][1] };
            up[i] += step;
            down[i] -= step;
            const friction_terms a = friction(up, lambda, mu, eps_v);
            const friction_terms b = friction(down, lambda, mu, eps_v);
            worst_force = fmax(worst_force,
                               relative(-(a.potential - b.potential) / (2 * step), r.force[i]));
            for (int j = 0; j < 2; j++)
                if (fabs(r.hessian[i][j]) > 1e-9)        /* skip entries that vanish */
                    worst_hessian = fmax(worst_hessian,
                                         relative(-(a.force[j] - b.force[j]) / (2 * step),
                                                  r.hessian[i][j]));
            same &= d.force[i] == r.force[i];
        }
    }
    check(&tally, worst_force < 1e-6, "the force is minus the gradient of the potential "
          "(central differences, 4 velocities, largest relative difference %.1e)",
          worst_force);
    check(&tally, worst_hessian < 1e-6, "the Hessian is the Jacobian of minus the force "
          "(largest relative difference %.1e)", worst_hessian);
    {
        const double zero[2] = { 0, 0 };
        const friction_terms r = friction(zero, lambda, mu, eps_v);
        check(&tally, r.force[0] == 0 && r.force[1] == 0 && r.hessian[0][1] == 0
                      && r.hessian[0][0] == mu * lambda * (2 / eps_v),
              "at rest: no force, Hessian mu lambda (2/eps_v) I, no NaN from the pole");
    }
    check(&tally, same, "a displacement h u with width eps_v h gives the same force, "
          "bit for bit (h = 2^-7)");
    return check_finish(&tally, "example-contact");
}
