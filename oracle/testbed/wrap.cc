/* Tangled from doc/testbed.nw; edit there, not here. */
#include "port.hh"
#define MOL(name, f) extern "C" double name(double y, double e) \
    { return port::mollifier<double>(e).f(y); }
#define BLEND(name, expr) extern "C" double name(double y, double s, double k, double e) \
    { const port::cubic_blend<double> b(s, k, e); return expr; }
MOL(smooth_friction_f0, f0) MOL(smooth_friction_f1, f1) MOL(smooth_friction_f2, f2)
MOL(smooth_friction_f1_over_x, f1_over_x)
MOL(smooth_friction_f2_x_minus_f1_over_x3, hessian)
BLEND(smooth_mu, b.mu(y)) BLEND(smooth_mu_derivative, y * b.dmu_over_y(y))
BLEND(smooth_mu_f0, b.mu_f0(y)) BLEND(smooth_mu_f1, b.mu(y) * b.f1(y))
BLEND(smooth_mu_f2, y * b.dmu_over_y(y) * b.f1(y) + b.mu(y) * b.f2(y))
BLEND(smooth_mu_f1_over_x, b.mu(y) * b.f1_over_x(y))
BLEND(smooth_mu_f2_x_minus_mu_f1_over_x3, b.hessian(y))
