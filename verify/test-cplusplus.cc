/* Tangled from doc/build.nw; edit there, not here. */
#include <smoothfriction.h>
#include <cstdio>
#include <cstring>

static int failures = 0;

static void claim(const char *what, const double *got, const double *want, int n)
{
    bool same = true;
    for (int i = 0; i < n; i++)
        same = same && got[i] == want[i];
    std::printf("%s %s:", same ? "ok  " : "FAIL", what);
    for (int i = 0; i < n; i++)
        std::printf(" %.17g", got[i]);
    if (!same)
        for (int i = 0; i < n; i++)
            std::printf("%s %.17g", i == 0 ? ", not" : "", want[i]);
    std::printf("\n");
    failures += !same;
}

static void claim(const char *what, double got, double want)
{
    claim(what, &got, &want, 1);
}

int main(int argc, char **argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("%d.%d.%d\n", SMOOTHFRICTION_VERSION_MAJOR,
                    SMOOTHFRICTION_VERSION_MINOR, SMOOTHFRICTION_VERSION_PATCH);
        return 0;
    }
    #if SMOOTHFRICTION_VERSION != SMOOTHFRICTION_VERSION_MAJOR * 10000 \
        + SMOOTHFRICTION_VERSION_MINOR * 100 + SMOOTHFRICTION_VERSION_PATCH
    #error "SMOOTHFRICTION_VERSION is not major * 10000 + minor * 100 + patch"
    #endif
    const bool digits = SMOOTHFRICTION_VERSION_MINOR < 100
                        && SMOOTHFRICTION_VERSION_PATCH < 100;
    claim("SMOOTHFRICTION_VERSION = major * 10000 + minor * 100 + patch, minor, patch < 100",
          SMOOTHFRICTION_VERSION, digits ? SMOOTHFRICTION_VERSION : -1);
    claim("smooth_friction_f1(1/2, 1) = 2t - t^2 = 3/4", smooth_friction_f1(0.5, 1.0), 0.75);
    claim("smooth_mu_f1(1/2, 1, 1/2, 1) = mu f1 = (3/4)(3/4)",
          smooth_mu_f1(0.5, 1.0, 0.5, 1.0), 0.5625);
    claim("smooth_mu_quadratic(1/4, 1, 1/2, 1) = 1 - 2 (1/2) (1/16)",
          smooth_mu_quadratic(0.25, 1.0, 0.5, 1.0), 0.9375);
    double argmax = -1;
    const double g_star = smooth_mu_f1_peak(1.0, 1.0, &argmax);
    const double peak[2] = { g_star, argmax }, at_eps_v[2] = { 1.0, 1.0 };
    claim("smooth_mu_f1_peak(1, 1): mu_k, at y/eps_v = 1", peak, at_eps_v, 2);
    claim("smooth_mu_peaked_f1(3/4, 1, 1/2, 1) = mu_s, the peak",
          smooth_mu_peaked_f1(0.75, 1.0, 0.5, 1.0), 1.0);
    claim("smooth_mu_blend_pair(1/4, 3/4, SMOOTH_MU_AVERAGE) = 1/2",
          smooth_mu_blend_pair(0.25, 0.75, SMOOTH_MU_AVERAGE), 0.5);
    claim("smooth_mu_edge(1, 2, 1/4) = 5/4", smooth_mu_edge(1.0, 2.0, 0.25), 1.25);
    const double one[2] = { 1, 1 }, ellipse[2] = { 1, 0.5 };
    const double u_up[2] = { 0, 0.5 }, u_right[2] = { 0.5, 0 };
    double g[2], h[3];
    const double lagged_want[5] = { 0, 0.75, 1.5, 0, 1 };
    smooth_aniso_lagged(u_up, one, one, one, 1.0, g, h);
    const double lagged[5] = { g[0], g[1], h[0], h[1], h[2] };
    claim("smooth_aniso_lagged at u = (0, 1/2): g, then h = (H00, H01, H11)", lagged,
          lagged_want, 5);
    const double ellipse_want[5] = { 0.75, 0, 1, 0, 0.375 };
    smooth_ellipse_gradient(u_right, ellipse, ellipse, 1.0, g, h);
    const double variational[5] = { g[0], g[1], h[0], h[1], h[2] };
    claim("smooth_ellipse_gradient at u = (1/2, 0): g, then h = (H00, H01, H11)",
          variational, ellipse_want, 5);
    claim("smooth_ellipse_speed(3, 4, 1, 1) = 5", smooth_ellipse_speed(3, 4, 1, 1), 5);
    claim("smooth_mu_stribeck(0, 1, 1/2, 1, 1) = mu_s at rest",
          smooth_mu_stribeck(0.0, 1.0, 0.5, 1.0, 1.0), 1.0);
    claim("smooth_mu_stribeck_f1(1/2, 1/2, 1/2, 1, 1) = mu_k f1 = (1/2)(3/4)",
          smooth_mu_stribeck_f1(0.5, 0.5, 0.5, 1.0, 1.0), 0.375);
    const double roll_w[5] = { 3, 0, 16, 0, 0 }, roll_mu[3] = { 1, 0.25, 0.125 };
    claim("smooth_roll_potential at w = (3, 0, 16, 0, 0), mu = (1, 1/4, 1/8): |M w| = 5",
          smooth_roll_potential(roll_w, roll_mu, roll_mu, 1.0), 5.0);
    return failures != 0;
}
