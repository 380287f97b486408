/* Tangled from doc/bench.nw; edit there, not here. */
#include <math.h>

double smooth_aniso_mu(double u0, double u1, double a0, double a1, double mu0,
                       double mu1);
double smooth_ellipse_speed(double u0, double u1, double m0, double m1);
double smooth_mu_f0(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_f1_over_x(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                          double eps_v);
void plain_aniso_lagged(const double u[2], const double a[2], const double mu_s[2],
                        const double mu_k[2], double eps_v, double g[2], double h[3])
{
    const double ms = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_s[0], mu_s[1]);
    const double mk = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_k[0], mu_k[1]);
    const double y = sqrt(u[0] * u[0] + u[1] * u[1]);
    const double m1 = smooth_mu_f1_over_x(y, ms, mk, eps_v);
    const double m2 = y > 0 ? smooth_mu_f2_x_minus_mu_f1_over_x3(y, ms, mk, eps_v) : 0;
    g[0] = m1 * u[0];
    g[1] = m1 * u[1];
    h[0] = m1 + m2 * u[0] * u[0];
    h[1] = m2 * u[0] * u[1];
    h[2] = m1 + m2 * u[1] * u[1];
}
static double larger(const double m[2]) { return m[0] > m[1] ? m[0] : m[1]; }

static double part_potential(const double u[2], const double m[2], double cs, double ck,
                             double eps_v)
{
    const double z = smooth_ellipse_speed(u[0], u[1], m[0], m[1]);
    return larger(m) * smooth_mu_f0(z, cs, ck, eps_v);
}

static void add_part_gradient(const double u[2], const double m[2], double cs, double ck,
                              double eps_v, double g[2], double h[3])
{
    const double mbar = larger(m), z = smooth_ellipse_speed(u[0], u[1], m[0], m[1]);
    const double p1 = smooth_mu_f1_over_x(z, cs, ck, eps_v) / mbar;
    const double p2 = z > 0 ? smooth_mu_f2_x_minus_mu_f1_over_x3(z, cs, ck, eps_v)
                                  / (mbar * mbar * mbar) : 0;
    const double v0 = m[0] * m[0] * u[0], v1 = m[1] * m[1] * u[1];          /* M^2 u */
    g[0] += p1 * v0;
    g[1] += p1 * v1;
    h[0] += p1 * m[0] * m[0] + p2 * v0 * v0;
    h[1] += p2 * v0 * v1;
    h[2] += p1 * m[1] * m[1] + p2 * v1 * v1;
}
double plain_ellipse_potential(const double u[2], const double mu_s[2],
                               const double mu_k[2], double eps_v)
{
    return part_potential(u, mu_s, 1, 0, eps_v) + part_potential(u, mu_k, 0, 1, eps_v);
}

void plain_ellipse_gradient(const double u[2], const double mu_s[2], const double mu_k[2],
                            double eps_v, double g[2], double h[3])
{
    g[0] = g[1] = h[0] = h[1] = h[2] = 0;
    add_part_gradient(u, mu_s, 1, 0, eps_v, g, h);
    add_part_gradient(u, mu_k, 0, 1, eps_v, g, h);
}
