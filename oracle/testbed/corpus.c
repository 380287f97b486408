/* Tangled from doc/testbed.nw; edit there, not here. */
/* A port of the twelve (cubic blend) with knobs, for the corpus of diagnosis defects;
   every knob defaults to the documented formula. */
#ifndef CORPUS_BODY
#include <math.h>

#ifndef CLAMP
#define CLAMP 1            /* IPC's SFCLAMPING_ORDER: 0, 1 (the documented one) or 2 */
#endif
#ifndef F1_T
#define F1_T 2             /* f1 = t (F1_T - F1_T2 t) while sticking */
#endif
#ifndef F1_T2
#define F1_T2 1
#endif
#ifndef F0_C
#define F0_C ((R)1 / 3)    /* f0 = eps (F0_C + t^2 (F0_T2 - F0_T3 t)) while sticking */
#endif
#ifndef F0_T2
#define F0_T2 1
#endif
#ifndef F0_T3
#define F0_T3 ((R)1 / 3)
#endif
#ifndef F2_C
#define F2_C 2             /* f2 = F2_C (eps - y) / eps^2 while sticking */
#endif
#ifndef MU_T2
#define MU_T2 3            /* mu = s + (k - s) t^2 (MU_T2 - MU_T3 t) while sticking */
#endif
#ifndef MU_T3
#define MU_T3 2
#endif
#ifndef MU_F0_K
#define MU_F0_K 17         /* the potential's constant: eps (MU_F0_K k - 7 s) / 30 */
#endif
#ifndef GUARD
#define GUARD 0            /* below y = GUARD the guarded functions answer 0 */
#endif
#ifndef GUARDED
#define GUARDED 0xfff      /* bit i: the i-th of the twelve has the guard */
#endif
#ifndef FLOATS
#define FLOATS 0           /* bit i: the i-th of the twelve is computed in float */
#endif
#ifndef CANCEL
#define CANCEL 0           /* 1: the Hessian terms as (f2 - f1/y)/y^2, as printed */
#endif
#define CORPUS_BODY
#define R double
#define N(name) name##_d
#include "corpus.c"
#undef R
#undef N
#define R float
#define N(name) name##_f
#include "corpus.c"
#undef R
#undef N
/* the i-th of the twelve, in double or in float, behind its guard */
#define PICK(i, name, ...) \
    (GUARD > 0 && (GUARDED >> (i) & 1) && y < GUARD ? 0 \
     : FLOATS >> (i) & 1 ? (double)name##_f(__VA_ARGS__) : name##_d(__VA_ARGS__))
double smooth_friction_f0(double y, double e) { return PICK(0, f0, y, e); }
double smooth_friction_f1(double y, double e) { return PICK(1, f1, y, e); }
double smooth_friction_f2(double y, double e) { return PICK(2, f2, y, e); }
double smooth_friction_f1_over_x(double y, double e) { return PICK(3, f1_over_x, y, e); }
double smooth_friction_f2_x_minus_f1_over_x3(double y, double e)
{
    return PICK(4, hessian, y, e);
}
double smooth_mu(double y, double s, double k, double e)
{
    return PICK(5, mu, y, s, k, e);
}
double smooth_mu_derivative(double y, double s, double k, double e)
{
    return PICK(6, mu_derivative, y, s, k, e);
}
double smooth_mu_f0(double y, double s, double k, double e)
{
    return PICK(7, mu_f0, y, s, k, e);
}
double smooth_mu_f1(double y, double s, double k, double e)
{
    return PICK(8, mu_f1, y, s, k, e);
}
double smooth_mu_f2(double y, double s, double k, double e)
{
    return PICK(9, mu_f2, y, s, k, e);
}
double smooth_mu_f1_over_x(double y, double s, double k, double e)
{
    return PICK(10, mu_f1_over_x, y, s, k, e);
}
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double s, double k, double e)
{
    return PICK(11, mu_hessian, y, s, k, e);
}
#else
static R N(f0)(R y, R e)
{
    const R t = y / e;
    if (y >= e)
        return y;
    if (CLAMP == 0)
        return e / 2 + y * t / 2;
    if (CLAMP == 2)
        return e / 4 + y * t * (6 - 4 * t + t * t) / 4;
    return e * (F0_C + t * t * (F0_T2 - F0_T3 * t));
}

static R N(f1)(R y, R e)
{
    const R t = y / e;
    if (y >= e)
        return 1;
    return CLAMP == 0 ? t : CLAMP == 2 ? t * (3 - 3 * t + t * t) : t * (F1_T - F1_T2 * t);
}

static R N(f2)(R y, R e)
{
    if (y >= e)
        return 0;
    return CLAMP == 0 ? 1 / e : CLAMP == 2 ? 3 * (e - y) * (e - y) / (e * e * e)
                                           : F2_C * (e - y) / (e * e);
}

static R N(f1_over_x)(R y, R e)
{
    const R t = y / e;
    if (y >= e)
        return 1 / y;
    return CLAMP == 0 ? 1 / e : CLAMP == 2 ? (3 - 3 * t + t * t) / e : (2 - t) / e;
}

static R N(hessian)(R y, R e)
{
    if (CANCEL)
        return (N(f2)(y, e) - N(f1)(y, e) / y) / (y * y);
    if (y >= e)
        return -1 / (y * y * y);
    return CLAMP == 0 ? 0 : CLAMP == 2 ? (2 * y - 3 * e) / (y * e * e * e)
                                       : -1 / (y * e * e);
}
static R N(mu)(R y, R s, R k, R e)
{
    const R t = y / e;
    return y >= e ? k : s + (k - s) * t * t * (MU_T2 - MU_T3 * t);
}

static R N(dmu_over_y)(R y, R s, R k, R e)
{
    return y >= e ? 0 : (k - s) * (2 * MU_T2 - 3 * MU_T3 * (y / e)) / (e * e);
}

static R N(mu_derivative)(R y, R s, R k, R e) { return y * N(dmu_over_y)(y, s, k, e); }

static R N(mu_f0)(R y, R s, R k, R e)
{
    const R t = y / e;
    if (y >= e)
        return k * y;
    return e * ((MU_F0_K * k - 7 * s) / 30 + s * t * t * (1 - t / 3)
                + (k - s) * t * t * t * t * ((R)3 / 2 - (R)7 / 5 * t + t * t / 3));
}

static R N(mu_f1)(R y, R s, R k, R e) { return N(mu)(y, s, k, e) * N(f1)(y, e); }

static R N(mu_f2)(R y, R s, R k, R e)
{
    return N(mu_derivative)(y, s, k, e) * N(f1)(y, e) + N(mu)(y, s, k, e) * N(f2)(y, e);
}

static R N(mu_f1_over_x)(R y, R s, R k, R e)
{
    return N(mu)(y, s, k, e) * N(f1_over_x)(y, e);
}

static R N(mu_hessian)(R y, R s, R k, R e)
{
    if (y == 0 && s == 0)
        return N(dmu_over_y)(y, s, k, e) * N(f1_over_x)(y, e);     /* the limit */
    if (CANCEL)
        return (N(mu_f2)(y, s, k, e) - N(mu_f1)(y, s, k, e) / y) / (y * y);
    return N(dmu_over_y)(y, s, k, e) * N(f1_over_x)(y, e)
           + N(mu)(y, s, k, e) * N(hessian)(y, e);
}
#endif
