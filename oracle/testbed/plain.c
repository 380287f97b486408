/* Tangled from doc/testbed.nw and doc/oracle-peak.nw; edit there, not here. */
#define _GNU_SOURCE                                  /* feenableexcept (a hostile port) */
#include <assert.h>
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>

#ifndef REAL
#define REAL double
#endif
#ifndef ARG
#define ARG REAL
#endif
typedef REAL real;
typedef ARG arg;

static real f0(real y, real e)
{
#ifdef DEFECT_HANG
    for (volatile int spin = 1; y == 0 && spin; )    /* defect: never returns at y = 0 */
        ;
#endif
    if (y >= e)
        return y;
#ifdef DEFECT_F0_CONSTANT
    return e / 4 + y * y / e - y * y * y / (3 * e * e);    /* defect: e/4 for e/3 */
#else
    return e / 3 + y * y / e - y * y * y / (3 * e * e);
#endif
}

static real f1(real y, real e)
{
#ifdef DEFECT_CRASH
    if (y == e)
        *(volatile int *)0 = 1;                  /* defect: writes through null */
#endif
    return y >= e ? 1 : 2 * y / e - y * y / (e * e);
}
static real f2(real y, real e)
{
#ifdef DEFECT_FPE
    if (y == 0)
        raise(SIGFPE);                           /* defect: a floating-point trap */
#endif
#ifdef DEFECT_EPS_POWER
    return y >= e ? 0 : 2 * (e - y) / e;         /* defect: one eps too few */
#else
    return y >= e ? 0 : 2 * (e - y) / (e * e);
#endif
}

static real f1_over_x(real y, real e)
{
#ifdef DEFECT_Y0_NAN
    return f1(y, e) / y;                         /* defect: 0/0 at y = 0 */
#else
    return y >= e ? 1 / y : (2 * e - y) / (e * e);
#endif
}

static real hessian(real y, real e)
{
#ifdef DEFECT_POLE_GUARD
    if (y == 0)
        return 0;                                /* defect: hides the pole */
#endif
    return y >= e ? -1 / (y * y * y) : -1 / (y * e * e);
}
#ifndef QUADRATIC
static real mu(real y, real s, real k, real e)
{
#ifdef DEFECT_ABORT
    if (s == k)
        abort();                                 /* defect: aborts on equal mu */
#endif
#ifdef DEFECT_ASSERT
    assert(s != k);                              /* defect: asserts on equal mu */
#endif
#ifdef DEFECT_BRANCH
    if (y >= 2 * e)                              /* defect: the sliding test at 2 eps */
#else
    if (y >= e)
#endif
        return k;
    return s + (k - s) * (3 * y * y / (e * e) - 2 * y * y * y / (e * e * e));
}

static real dmu_over_y(real y, real s, real k, real e)
{
    return y >= e ? 0 : 6 * (k - s) * (e - y) / (e * e * e);
}
static real mu_f0(real y, real s, real k, real e)
{
    if (y >= e)
        return k * y;
#ifdef DEFECT_MU_F0_CONSTANT
    const real c = 0;                            /* defect: no integration constant */
#else
    const real c = e * e * e * e * e * e * (17 * k - 7 * s);
#endif
    return (c + 30 * e * e * e * e * s * y * y - 10 * e * e * e * s * y * y * y
            + 45 * e * e * (k - s) * y * y * y * y + 42 * e * (s - k) * y * y * y * y * y
            + 10 * (k - s) * y * y * y * y * y * y) / (30 * e * e * e * e * e);
}
#else
static real mu(real y, real s, real k, real e)
{
    const real t = y / e;
#ifdef DEFECT_BRANCH
    if (y >= 2 * e)                              /* defect: the sliding test at 2 eps */
#else
    if (y >= e)
#endif
        return k;
    return t < (real)0.5 ? s + 2 * (k - s) * t * t : k - 2 * (k - s) * (1 - t) * (1 - t);
}

static real dmu_over_y(real y, real s, real k, real e)
{
    const real t = y / e;
    if (y >= e)
        return 0;
    return t < (real)0.5 ? 4 * (k - s) / (e * e) : 4 * (k - s) * (1 - t) / (e * y);
}

static real mu_f0(real y, real s, real k, real e)
{
    const real t = y / e;
    if (y >= e)
        return k * y;
#ifdef DEFECT_MU_F0_CONSTANT
    const real c = 0;                            /* defect: no integration constant */
#else
    const real c = t < (real)0.5 ? (27 * k - 11 * s) / 48 : (9 * k - 4 * s) / 15;
#endif
    if (t < (real)0.5)
        return e * (c + s * t * t - s * t * t * t / 3 + (k - s) * t * t * t * t
                    - 2 * (k - s) * t * t * t * t * t / 5);
    return e * (c + (2 * s - k) * t * t + (9 * k - 10 * s) * t * t * t / 3
                - 2 * (k - s) * t * t * t * t + 2 * (k - s) * t * t * t * t * t / 5);
}
#endif
#ifdef DEFECT_MOVED_EPS                   /* defect: sliding from eps_v (1 - d) on */
static int slides_early(real y, real e)
{
    return y < e && y >= e * (1 - (real)DEFECT_MOVED_EPS);
}
static real moved_f0(real y, real e) { return slides_early(y, e) ? y : f0(y, e); }
static real moved_f1(real y, real e) { return slides_early(y, e) ? 1 : f1(y, e); }
static real moved_f2(real y, real e) { return slides_early(y, e) ? 0 : f2(y, e); }
static real moved_f1_over_x(real y, real e)
{
    return slides_early(y, e) ? 1 / y : f1_over_x(y, e);
}
static real moved_hessian(real y, real e)
{
    return slides_early(y, e) ? -1 / (y * y * y) : hessian(y, e);
}
#define f0(y, e) moved_f0(y, e)
#define f1(y, e) moved_f1(y, e)
#define f2(y, e) moved_f2(y, e)
#define f1_over_x(y, e) moved_f1_over_x(y, e)
#define hessian(y, e) moved_hessian(y, e)
#endif
#if defined(QUADRATIC) && defined(DEFECT_MOVED_HALF)   /* defect: 2nd half early */
static int second_half_early(real t)
{
    return t < (real)0.5 && t >= (real)0.5 * (1 - (real)DEFECT_MOVED_HALF);
}
static real moved_mu(real y, real s, real k, real e)
{
    const real t = y / e;
    return second_half_early(t) ? k - 2 * (k - s) * (1 - t) * (1 - t) : mu(y, s, k, e);
}
static real moved_dmu_over_y(real y, real s, real k, real e)
{
    const real t = y / e;
    if (!second_half_early(t))
        return dmu_over_y(y, s, k, e);
    return 4 * (k - s) * (1 - t) / (e * y);
}
static real moved_mu_f0(real y, real s, real k, real e)
{
    const real t = y / e;
    if (!second_half_early(t))
        return mu_f0(y, s, k, e);
    return e * ((9 * k - 4 * s) / 15 + (2 * s - k) * t * t
                + (9 * k - 10 * s) * t * t * t / 3 - 2 * (k - s) * t * t * t * t
                + 2 * (k - s) * t * t * t * t * t / 5);
}
#define mu(y, s, k, e) moved_mu(y, s, k, e)
#define dmu_over_y(y, s, k, e) moved_dmu_over_y(y, s, k, e)
#define mu_f0(y, s, k, e) moved_mu_f0(y, s, k, e)
#endif
#ifdef DEFECT_SWAP
#define ARGS(y, s, k, e) arg y, arg k, arg s, arg e  /* defect: mu_s and mu_k swapped */
#else
#define ARGS(y, s, k, e) arg y, arg s, arg k, arg e
#endif

arg smooth_mu(ARGS(y, s, k, e)) { return mu(y, s, k, e); }
arg smooth_mu_derivative(ARGS(y, s, k, e)) { return y * dmu_over_y(y, s, k, e); }
arg smooth_mu_f1(ARGS(y, s, k, e))
{
#ifdef DEFECT_SLIDING_MU_S
    if (y >= e)
        return s;                                /* defect: mu_s when sliding */
#endif
    return mu(y, s, k, e) * f1(y, e);
}
arg smooth_mu_f1_over_x(ARGS(y, s, k, e)) { return mu(y, s, k, e) * f1_over_x(y, e); }
arg smooth_mu_f0(ARGS(y, s, k, e))
{
#ifdef DEFECT_MU_F0_PRODUCT
    return mu(y, s, k, e) * f0(y, e);            /* defect: mu f0 is not its integral */
#else
    return mu_f0(y, s, k, e);
#endif
}

arg smooth_mu_f2(ARGS(y, s, k, e))
{
#ifdef DEFECT_CHAIN
    return mu(y, s, k, e) * f2(y, e);            /* defect: the mu' f1 term is missing */
#else
    return y * dmu_over_y(y, s, k, e) * f1(y, e) + mu(y, s, k, e) * f2(y, e);
#endif
}

arg smooth_mu_f2_x_minus_mu_f1_over_x3(ARGS(y, s, k, e))
{
    if (y == 0 && s == 0)
        return dmu_over_y(y, s, k, e) * f1_over_x(y, e);    /* the limit: mu = 0 there */
#ifdef DEFECT_CHAIN
    return mu(y, s, k, e) * hessian(y, e);       /* defect: the mu' term is missing */
#else
    return dmu_over_y(y, s, k, e) * f1_over_x(y, e) + mu(y, s, k, e) * hessian(y, e);
#endif
}
#ifdef HOSTILE_FLUSH
#include <xmmintrin.h>
__attribute__((constructor)) static void flush_to_zero(void)
{
    _mm_setcsr(_mm_getcsr() | 0x8040u);          /* hostile: FTZ and DAZ for all */
}
#endif
#ifdef HOSTILE_LOAD_CRASH
__attribute__((constructor)) static void crash_on_load(void)
{
    raise(SIGSEGV);                              /* hostile: dies while being loaded */
}
#endif

static arg hostile(arg y, arg e, arg v)
{
#ifdef HOSTILE_ROUNDING
    if (y > e)
        fesetround(FE_UPWARD);                   /* hostile: the caller now rounds up */
#endif
#ifdef HOSTILE_TRAPS
    if (y == 0)
        feenableexcept(FE_DIVBYZERO);            /* hostile: the caller's 1/0 traps */
#endif
#ifdef HOSTILE_CLEAR
    feclearexcept(FE_ALL_EXCEPT);                /* hostile: the caller's flags lost */
#endif
#ifdef HOSTILE_ERRNO
    if (y > e)
        errno = ERANGE;                          /* hostile: errno, ordinary input */
#endif
#ifdef HOSTILE_INVALID
    volatile real zero = 0;
    zero = zero / zero;                          /* hostile: invalid, yet a number */
#endif
#ifdef HOSTILE_EXIT
    if (y == 0)
        exit(0);                                 /* hostile: ends its caller's program */
#endif
#ifdef HOSTILE_NAN
    v = NAN;                                     /* hostile: NaN for every input */
#endif
    (void)y, (void)e;
    return v;
}
#ifndef LEGACY
arg smooth_friction_f0(arg y, arg e) { return f0(y, e); }
arg smooth_friction_f1(arg y, arg e) { return f1(y, e); }
arg smooth_friction_f2(arg y, arg e) { return f2(y, e); }
arg smooth_friction_f1_over_x(arg y, arg e) { return hostile(y, e, f1_over_x(y, e)); }
arg smooth_friction_f2_x_minus_f1_over_x3(arg y, arg e) { return hessian(y, e); }
#else
arg f0_SF(arg x2, arg e)
{
    if (x2 >= (real)e * e)
        return sqrt(x2);
#ifdef DEFECT_LEGACY_X
    return f0(x2, e);                            /* defect: x^2 used as x */
#else
    return f0(sqrt(x2), e);
#endif
}
arg f1_SF_over_x(arg y, arg e) { return f1_over_x(y, e); }
arg df1_x_minus_f1_over_x3(arg y, arg e) { return hessian(y, e); }
/* mu first, u = y dt, a time step */
arg friction_force(arg s, arg k, arg u, arg e, arg dt)
{
    return smooth_mu_f1(u / dt, s, k, e);
}
#endif
arg smooth_mu_blend_average(arg a, arg b)
{
#ifdef DEFECT_AVERAGE_SUM
    return a + b;                                /* defect: no halving */
#else
    return (a + b) / 2;
#endif
}
arg smooth_mu_blend_product(arg a, arg b) { return a * b; }
arg smooth_mu_blend_min(arg a, arg b) { return a < b ? a : b; }
arg smooth_mu_blend_max(arg a, arg b)
{
#ifdef DEFECT_RULE
    return a < b ? a : b;                        /* defect: the minimum */
#else
    return a > b ? a : b;
#endif
}
arg smooth_mu_edge(arg mu0, arg mu1, arg alpha)
{
#ifdef DEFECT_EDGE_ORDER
    return (mu0 - mu1) * alpha + mu1;            /* defect: alpha weighs vertex 0 */
#else
    return (mu1 - mu0) * alpha + mu0;
#endif
}
arg smooth_mu_face(arg mu0, arg mu1, arg mu2, arg b1, arg b2)
{
#ifdef DEFECT_CLAMP
    b1 = b1 < 0 ? 0 : b1 > 1 ? 1 : b1;           /* defect: weights clamped to [0, 1] */
    b2 = b2 < 0 ? 0 : b2 > 1 ? 1 : b2;
#endif
    return mu0 + b1 * (mu1 - mu0) + b2 * (mu2 - mu0);
}
static int keeps_peak(double mu_s, double mu_k, int n)      /* (n + 1) mu_k < n mu_s ? */
{
    if (isnan(mu_s) || isnan(mu_k))
        return -1;
    if (mu_s < 0 || mu_k < 0 || isinf(mu_s) || isinf(mu_k)) {
        errno = EDOM;
        return -1;
    }
    if (mu_s > 0x1p1000 || mu_k > 0x1p1000)
        mu_s *= 0x1p-4, mu_k *= 0x1p-4;
#ifdef DEFECT_QUOTIENT
    return mu_k / mu_s < n / (n + 1.0);          /* defect: the rounded quotient */
#endif
    const double a = (n + 1) * mu_k, b = n * mu_s;         /* 4 mu_k or 2 mu_s is exact */
    if (a != b)
        return a < b;
    const double d = n == 3 ? fma(3, mu_s, -b) : -fma(3, mu_k, -a);   /* exact gap */
#ifdef DEFECT_AT_MOST
    return d >= 0;                               /* defect: <= for < */
#endif
    return d > 0;
}
int smooth_mu_has_static_peak(arg mu_s, arg mu_k)
{
#ifdef DEFECT_OTHER_THRESHOLD
    return keeps_peak(mu_s, mu_k, 2);            /* defect: the quadratic threshold */
#endif
    return keeps_peak(mu_s, mu_k, 3);
}
int smooth_mu_quadratic_has_static_peak(arg mu_s, arg mu_k)
{
    return keeps_peak(mu_s, mu_k, 2);
}
arg smooth_aniso_mu(arg u0, arg u1, arg a0, arg a1, arg mu0, arg mu1)
{
#ifdef DEFECT_AXES
    const arg swap = mu0;                        /* defect: the semi-axes exchanged */
    mu0 = mu1, mu1 = swap;
#endif
#ifdef DEFECT_NO_A
    a0 = a1 = 1;                                 /* defect: the direction of u itself */
#endif
    const real x0 = a0 * u0, x1 = a1 * u1, n = sqrt(x0 * x0 + x1 * x1);
#ifdef DEFECT_FALLBACK
    if (n == 0)
        return mu0 > mu1 ? mu0 : mu1;            /* defect: the larger semi-axis */
#endif
    if (n == 0)
        return sqrt((mu0 * mu0 + mu1 * mu1) / 2);
    const real d0 = mu0 * x0 / n, d1 = mu1 * x1 / n;
    return sqrt(d0 * d0 + d1 * d1);
}
arg smooth_ellipse_speed(arg u0, arg u1, arg m0, arg m1)
{
#ifdef DEFECT_SPEED_MIN
    const real m = m0 < m1 ? m0 : m1;            /* defect: the smaller semi-axis */
#else
    const real m = m0 > m1 ? m0 : m1;
#endif
    const real v0 = (m == 0 ? 1 : m0) * u0, v1 = (m == 0 ? 1 : m1) * u1;
    return sqrt(v0 * v0 + v1 * v1) / (m == 0 ? 1 : m);
}
static real stribeck_mu(real y, real s, real k, real v)
{
    return k + (s - k) * exp(-y / v);
}

static real stribeck_slope(real y, real s, real k, real v)                  /* mu' */
{
    return -(s - k) / v * exp(-y / v);
}
#ifndef DEFECT_STRIBECK_CLOSED_FORM
static real stribeck_series(int k, real x)                               /* S_k(x) */
{
    real term = 1, sum = 1;
    for (int j = 1; j < 60; j++) {
        term *= x / (k + j);
        sum += term;
    }
    return sum;
}

static real stribeck_j_below(real y, real v, real e)
{
    const real t = y / e, x = y / v;
    if (x <= 3)
        return exp(-x) * y * t * (stribeck_series(2, x) - t / 3 * stribeck_series(3, x));
    const real ex = exp(-x), p2 = -expm1(-x) - x * ex, p3 = p2 - x * x / 2 * ex;
    return 2 * v * (v / e) * (p2 - p3 * v / e);
}
#else
static real stribeck_j_below(real y, real v, real e)
{
    const real t = y / e, x = y / v, c = e / v;        /* defect: the closed form */
    return e / (c * c * c)
           * (2 * (c - 1) - exp(-x) * ((2 * t - t * t) * c * c + (2 - 2 * t) * c - 2));
}
#endif
static real stribeck_j(real y, real v, real e)
{
    if (y <= e)
        return stribeck_j_below(y, v, e);
    return stribeck_j_below(e, v, e) + v * exp(-e / v) * -expm1(-(y - e) / v);
}
#ifdef DEFECT_STRIBECK_RATE
#define SPEED(v) (1 / (v))                       /* defect: v_s read as a decay rate */
#else
#define SPEED(v) (v)
#endif
#ifdef DEFECT_STRIBECK_SPEEDS
#define SARGS arg y, arg s, arg k, arg e, arg v  /* defect: eps_v before v_s */
#else
#define SARGS arg y, arg s, arg k, arg v, arg e
#endif

static real stribeck_f0(real y, real s, real k, real v, real e)
{
#ifdef DEFECT_STRIBECK_CONSTANT
    return k * (f0(y, e) - e / 3) + (s - k) * stribeck_j(y, v, e);  /* defect: F(0) = 0 */
#else
    return k * f0(y, e) + (s - k) * stribeck_j(y, v, e);
#endif
}
arg smooth_mu_stribeck(SARGS)
{
    (void)e;                                     /* the coefficient needs no eps_v */
    return stribeck_mu(y, s, k, SPEED(v));
}
arg smooth_mu_stribeck_derivative(SARGS)
{
    (void)e;
    return stribeck_slope(y, s, k, SPEED(v));
}
arg smooth_mu_stribeck_f0(SARGS) { return stribeck_f0(y, s, k, SPEED(v), e); }
arg smooth_mu_stribeck_f1(SARGS) { return stribeck_mu(y, s, k, SPEED(v)) * f1(y, e); }
arg smooth_mu_stribeck_f2(SARGS)
{
    return stribeck_slope(y, s, k, SPEED(v)) * f1(y, e)
           + stribeck_mu(y, s, k, SPEED(v)) * f2(y, e);
}
arg smooth_mu_stribeck_f1_over_x(SARGS)
{
    return stribeck_mu(y, s, k, SPEED(v)) * f1_over_x(y, e);
}
arg smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(SARGS)
{
    if (y == 0)
        return s > 0 ? -INFINITY : 0;
    return stribeck_slope(y, s, k, SPEED(v)) / y * f1_over_x(y, e)
           + stribeck_mu(y, s, k, SPEED(v)) * hessian(y, e);
}
static real peak_force(real t, real s, real k, real v, real e)    /* mu f1 at y = t e */
{
    return stribeck_mu(t * e, s, k, v) * (t * (2 - t));           /* f1 = 2t - t^2 */
}

static real golden(real a, real b, real s, real k, real v, real e)  /* argmax, [a, b] */
{
    const real r = 0.6180339887498949;                            /* (sqrt 5 - 1)/2 */
    for (int i = 0; i < 80; i++) {
        const real x1 = b - r * (b - a), x2 = a + r * (b - a);
        if (peak_force(x1, s, k, v, e) < peak_force(x2, s, k, v, e))
            a = x1;
        else
            b = x2;
    }
    return (a + b) / 2;
}
static real peak_search(real s, real k, real v, real e)          /* the argmax over e */
{
    real best = 1, top = peak_force(1, s, k, v, e), prev = -1;
    real here = peak_force(0, s, k, v, e);
    for (int i = 0; i <= 4096; i++) {
        const real next = i < 4096 ? peak_force((i + 1) / (real)4096, s, k, v, e) : -1;
        if (here >= prev && here >= next) {
            const real t = golden((i > 0 ? i - 1 : 0) / (real)4096,
                                  (i < 4096 ? i + 1 : 4096) / (real)4096, s, k, v, e);
            const real g = peak_force(t, s, k, v, e);
            if (g > top)
                best = t, top = g;
        }
        prev = here, here = next;
    }
    return best;
}
arg smooth_mu_stribeck_f1_peak(arg s, arg k, arg v, arg e, arg *y_over_eps)
{
    if (!(s >= 0 && k >= 0 && k <= s && v > 0 && e > 0) || isinf(s) || isinf(v)
        || isinf(e)) {
        *y_over_eps = NAN;
        return NAN;
    }
#ifdef DEFECT_PEAK_MU_S
    *y_over_eps = 1;                             /* defect: the peak of mu_s f1 */
    return s;
#endif
    const real t = peak_search(s, k, v, e);
    *y_over_eps = (arg)t;
    return (arg)peak_force(t, s, k, v, e);
}
void smooth_aniso_lagged(const arg u[2], const arg a[2], const arg mu_s[2],
                         const arg mu_k[2], arg eps_v, arg g[2], arg h[3]);
void smooth_ellipse_gradient(const arg u[2], const arg mu_s[2], const arg mu_k[2],
                             arg eps_v, arg g[2], arg h[3]);

void smooth_aniso_lagged(const arg u[2], const arg a[2], const arg mu_s[2],
                         const arg mu_k[2], arg eps_v, arg g[2], arg h[3])
{
#ifdef DEFECT_LAGGED_GRADIENT
    (void)a;                                     /* defect: the other law */
    smooth_ellipse_gradient(u, mu_s, mu_k, eps_v, g, h);
    return;
#endif
    const real ms = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_s[0], mu_s[1]);
    const real mk = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_k[0], mu_k[1]);
    const real y = sqrt(u[0] * u[0] + u[1] * u[1]);
    const real m1 = smooth_mu_f1_over_x(y, ms, mk, eps_v);
    const real m2 = y > 0 ? smooth_mu_f2_x_minus_mu_f1_over_x3(y, ms, mk, eps_v) : 0;
    g[0] = m1 * u[0];
    g[1] = m1 * u[1];
    h[0] = m1 + m2 * u[0] * u[0];
    h[1] = m2 * u[0] * u[1];
    h[2] = m1 + m2 * u[1] * u[1];
}
static real ellipse_mbar(const arg m[2])
{
#ifdef DEFECT_MBAR_MIN
    const real least = m[0] < m[1] ? m[0] : m[1];
    if (least > 0)
        return least;                            /* defect: the smaller semi-axis */
#endif
    return m[0] > m[1] ? m[0] : m[1];
}

static real ellipse_z(const arg u[2], const arg m[2], real mbar)
{
    const real v0 = m[0] * u[0], v1 = m[1] * u[1];
    return sqrt(v0 * v0 + v1 * v1) / mbar;
}

arg smooth_ellipse_potential(const arg u[2], const arg mu_s[2], const arg mu_k[2],
                             arg eps_v)
{
    const arg *m[2] = { mu_s, mu_k };
    real phi = 0;
    for (int j = 0; j < 2; j++) {
        const real mbar = ellipse_mbar(m[j]);
        if (mbar > 0)
            phi += mbar * smooth_mu_f0(ellipse_z(u, m[j], mbar), j == 0, j == 1, eps_v);
    }
    return phi;
}
void smooth_ellipse_gradient(const arg u[2], const arg mu_s[2], const arg mu_k[2],
                             arg eps_v, arg g[2], arg h[3])
{
    const arg *m[2] = { mu_s, mu_k };
    g[0] = g[1] = h[0] = h[1] = h[2] = 0;
    for (int j = 0; j < 2; j++) {
        const real mbar = ellipse_mbar(m[j]);
        if (!(mbar > 0))
            continue;
        const real z = ellipse_z(u, m[j], mbar);
        const real p1 = smooth_mu_f1_over_x(z, j == 0, j == 1, eps_v) / mbar;
        const real m3 = mbar * mbar * mbar;
        const real p2 = z > 0
            ? smooth_mu_f2_x_minus_mu_f1_over_x3(z, j == 0, j == 1, eps_v) / m3 : 0;
        const real v0 = m[j][0] * m[j][0] * u[0], v1 = m[j][1] * m[j][1] * u[1];
        g[0] += p1 * v0;
        g[1] += p1 * v1;
        h[0] += p1 * m[j][0] * m[j][0] + p2 * v0 * v0;
        h[1] += p2 * v0 * v1;
        h[2] += p1 * m[j][1] * m[j][1] + p2 * v1 * v1;
    }
}
static real step_of(real t, int quadratic, real *slope)        /* S(t) and S'(t) */
{
    if (!quadratic) {
        *slope = 6 * t * (1 - t);
        return t * t * (3 - 2 * t);
    }
    *slope = t < (real)0.5 ? 4 * t : 4 * (1 - t);
    return t < (real)0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
}

static real peak_slope(real t, real r, int quadratic, real *force)   /* r = mu_k/mu_s */
{
    real ds;
    const real S = step_of(t, quadratic, &ds), mu = 1 + (r - 1) * S;
    *force = mu * t * (2 - t);
    return (r - 1) * ds * t * (2 - t) + mu * (2 - 2 * t);
}
static real static_peak(real s, real k, int quadratic, arg *y_over_eps)
{
    real lo = quadratic && 2 * k < s ? 0 : (real)0.5 * quadratic, hi = 1, g;
#ifdef DEFECT_PEAK_THRESHOLD
    const int plateau = k >= s || 3 * k >= 2 * s;     /* defect: 2/3 for both blends */
#else
    const int plateau = k >= s || (quadratic ? 3 * k >= 2 * s : 4 * k >= 3 * s);
#endif
    if (plateau) {
        *y_over_eps = 1;
        return k;
    }
    if (quadratic && 2 * k < s)
        hi = (real)0.5;
    const real r = k / s;
    #ifdef DEFECT_PEAK_GOLDEN
    for (int i = 0; i < 200; i++) {                 /* defect: a search on the force */
        const real a = hi - (real)0.6180339887498949 * (hi - lo);
        const real b = lo + (real)0.6180339887498949 * (hi - lo);
        real ga, gb;
        peak_slope(a, r, quadratic, &ga);
        peak_slope(b, r, quadratic, &gb);
        *(ga < gb ? &lo : &hi) = ga < gb ? a : b;
    }
    #else
    for (real mid = lo + (hi - lo) / 2; mid > lo && mid < hi; mid = lo + (hi - lo) / 2)
        *(peak_slope(mid, r, quadratic, &g) > 0 ? &lo : &hi) = mid;
    if (hi < 1 && -peak_slope(hi, r, quadratic, &g) < peak_slope(lo, r, quadratic, &g))
        lo = hi;                                       /* the end nearer the root */
    #endif
    *y_over_eps = lo;
    peak_slope(lo, r, quadratic, &g);
    g *= s;
#ifdef DEFECT_STATIC_PEAK_MU_S
    g = s;                                         /* defect: mu_s taken for the peak */
#endif
    return g;
}
static int peak_domain(arg s, arg k, arg *y_over_eps, arg *g)
{
    if (!(s >= 0 && k >= 0) || isinf(s) || isinf(k)) {
        *y_over_eps = NAN;
        *g = NAN;
        return 0;
    }
    return 1;
}

arg smooth_mu_f1_peak(arg s, arg k, arg *y_over_eps)
{
    arg g;
    return peak_domain(s, k, y_over_eps, &g) ? (arg)static_peak(s, k, 0, y_over_eps) : g;
}

arg smooth_mu_quadratic_f1_peak(arg s, arg k, arg *y_over_eps)
{
    arg g;
    return peak_domain(s, k, y_over_eps, &g) ? (arg)static_peak(s, k, 1, y_over_eps) : g;
}
enum { PEAKED_F0, PEAKED_F1, PEAKED_F2, PEAKED_F1_OVER_X, PEAKED_HESSIAN };

static real peaked(int what, real y, real s, real k, real e)
{
    real M = k, D = 0, T1 = e, L = 0, g, dg, F;
    if (isnan(y) || isnan(s) || isnan(k) || isnan(e))
        return y + s + k + e;
    if (y < 0 || !(e > 0) || isinf(e) || !(s >= 0 && k >= 0) || isinf(s) || isinf(k))
        return NAN;
    if (k < s) {
        M = s, D = s - k;
        T1 = e * ((1 + k / s) / 2);                  /* ratios first: no overflow */
        L = e * (D / s / 2);
    }
    #ifdef DEFECT_PEAKED_BREAK
    const real T2 = (T1 + L / 2) * (1 + (real)DEFECT_PEAKED_BREAK); /* defect: T2 moved */
    #else
    const real T2 = T1 + L / 2;
    #endif
    if (y >= e) {
        g = k, dg = 0, F = k * y;
    } else if (y < T1) {
        const real u = y / T1;
        g = M * u * (2 - u), dg = 2 * M * (1 - u) / T1;
        F = M * T1 * (u * u - u * u * u / 3 + (real)1 / 3) - D * T2;
    } else if (y < T2) {
        const real w = (y - T1) / L;
        g = s - 2 * D * w * w, dg = -4 * D * w / L;
        F = s * y - D * (T2 + 2 * L * w * w * w / 3);
    } else {
        const real w = (e - y) / L;
        g = k + 2 * D * w * w, dg = -4 * D * w / L;
        F = k * y - 2 * D * L * w * w * w / 3;
    }
    switch (what) {
    case PEAKED_F0: return F;
    case PEAKED_F1: return g;
    case PEAKED_F2: return dg;
    case PEAKED_F1_OVER_X: return y < T1 ? M * (2 - y / T1) / T1 : g / y;
    default:
        if (y < T1)
            return M == 0 ? 0 : -M / (T1 * T1 * y);
        return (dg * y - g) / (y * y * y);
    }
}
arg smooth_mu_peaked_f0(arg y, arg s, arg k, arg e)
{
    return peaked(PEAKED_F0, y, s, k, e);
}
arg smooth_mu_peaked_f1(arg y, arg s, arg k, arg e)
{
    return peaked(PEAKED_F1, y, s, k, e);
}
arg smooth_mu_peaked_f2(arg y, arg s, arg k, arg e)
{
    return peaked(PEAKED_F2, y, s, k, e);
}
arg smooth_mu_peaked_f1_over_x(arg y, arg s, arg k, arg e)
{
    return peaked(PEAKED_F1_OVER_X, y, s, k, e);
}
arg smooth_mu_peaked_f2_x_minus_mu_f1_over_x3(arg y, arg s, arg k, arg e)
{
    return peaked(PEAKED_HESSIAN, y, s, k, e);
}
