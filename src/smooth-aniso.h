/* Tangled from doc/varying.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_ANISO_H
#define SMOOTH_ANISO_H
#ifdef __cplusplus
extern "C" {
#endif

/* Domain: u, a finite; semi-axes and a >= 0 and finite; eps_v as in smooth-mu.h.  NaN in,
   NaN out quietly; an infinite or negative argument gives NaN and errno = EDOM. */

/* sqrt((mu0 x0)^2 + (mu1 x1)^2), x = (a0 u0, a1 u1)/|(a0 u0, a1 u1)|, correctly rounded;
   where a0 u0 = a1 u1 = 0, sqrt((mu0^2 + mu1^2)/2).  Equal semi-axes give exactly mu0. */
double smooth_aniso_mu(double u0, double u1, double a0, double a1, double mu0,
                       double mu1);
/* |(m0 u0, m1 u1)| / max(m0, m1), correctly rounded; |u| when m0 = m1 (and when both
   are 0). */
double smooth_ellipse_speed(double u0, double u1, double m0, double m1);

/* Both laws: vectors are arrays of two, g = (g[0], g[1]); the symmetric 2x2 Hessian is
   packed in three, h[0] = H00, h[1] = H01 = H10, h[2] = H11. */
/* Every entry of the laws is correctly rounded (to nearest, ties to even) over all the
   doubles; in the other modes within one step of it (test-rounding).  IPC Toolkit's
   lagged law: g = m1 u, H = m1 I + m2 u u^T, with m1, m2 the cubic blend's mu f1/y and
   ((mu f1)' y - mu f1)/y^3 at y = |u| and at the exact coefficients of direction
   mu(u, a, mu_s), mu(u, a, mu_k) (smooth_aniso_mu rounds them); at u = 0, H = m1 I.
   With mu_s[0] = mu_s[1] and mu_k[0] = mu_k[1] each entry of both laws is the isotropic
   law's at the exact |u|: the two laws agree bit for bit, and on an axis they are
   smooth_mu_f1, smooth_mu_f2 and smooth_mu_f1_over_x at |u| (check-aniso). */
void smooth_aniso_lagged(const double u[2], const double a[2], const double mu_s[2],
                         const double mu_k[2], double eps_v, double g[2], double h[3]);
/* The potential of elliptical friction, Phi = ms P_s(z_s) + mk P_k(z_k), and its gradient
   and Hessian; with circles Phi is smooth_mu_f0 at |u| wherever |u| is a double. */
double smooth_ellipse_potential(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps_v);
void smooth_ellipse_gradient(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps_v, double g[2],
                             double h[3]);
#ifdef __cplusplus
}
#endif
#endif
