/* Tangled from doc/hybrid.nw and doc/hybrid-check.nw; edit there, not here. */
#include "hybrid.h"
#include "smooth-friction.h"
#include "smooth-mu.h"
#include "smooth-peak.h"
#include "smooth-stribeck.h"
#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_roots.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

double hyb_force(const hyb_block *b, double t)
{
    return b->push + b->amp * sin(b->omega * t);
}

const char *hyb_mode_name(int mode)
{
    return mode > 0 ? "forward" : mode < 0 ? "backward" : "stuck";
}

/* The mode a block at rest at time t enters: the rules of a stuck block. */
static int mode_at_rest(const hyb_block *b, double t)
{
    const double u = hyb_force(b, t), breakaway = b->peak * b->f0;
    return u > breakaway ? HYB_FORWARD : u < -breakaway ? HYB_BACKWARD : HYB_STUCK;
}
static int log_event(hyb_log *log, double t, double x, int from, int to)
{
    if (log->n == log->cap) {
        const int cap = log->cap ? 2 * log->cap : 16;
        hyb_event *ev = realloc(log->ev, (size_t)cap * sizeof *ev);
        if (!ev)
            return -1;
        log->ev = ev;
        log->cap = cap;
    }
    log->ev[log->n++] = (hyb_event){ t, x, from, to };
    return 0;
}

void hyb_log_free(hyb_log *log)
{
    free(log->ev);
    log->ev = NULL;
    log->n = log->cap = 0;
}
static double brent_root(double (*fn)(double, void *), void *param, double lo, double hi)
{
    gsl_function F = { fn, param };
    gsl_root_fsolver *s = gsl_root_fsolver_alloc(gsl_root_fsolver_brent);
    double r = 0.5 * (lo + hi);
    if (!s)
        return r;
    gsl_root_fsolver_set(s, &F, lo, hi);
    for (int i = 0; i < 200; i++) {
        if (gsl_root_fsolver_iterate(s) != GSL_SUCCESS)
            break;
        r = gsl_root_fsolver_root(s);
        lo = gsl_root_fsolver_x_lower(s);
        hi = gsl_root_fsolver_x_upper(s);
        if (gsl_root_test_interval(lo, hi, 1e-15, 1e-15) == GSL_SUCCESS)
            break;
    }
    gsl_root_fsolver_free(s);
    return r;
}
typedef struct { const hyb_block *b; double t0, x0, v0; int sigma; } slide;

static double slide_vp(const slide *s, double t, double *A, double *B, double *C)
{
    const hyb_block *b = s->b;
    const double d = b->f1 * b->f1 + b->m * b->m * b->omega * b->omega;
    *A = b->amp * b->f1 / d;
    *B = -b->amp * b->m * b->omega / d;
    *C = (b->push - s->sigma * b->f0) / b->f1;
    return *A * sin(b->omega * t) + *B * cos(b->omega * t) + *C;
}

static void slide_state(const slide *s, double t, double *x, double *v)
{
    const hyb_block *b = s->b;
    double A, B, C;
    const double k = b->f1 / b->m, dt = t - s->t0;
    /* the transient's amplitude */
    const double w = s->v0 - slide_vp(s, s->t0, &A, &B, &C);
    const double half = sin(0.5 * b->omega * dt), mid = 0.5 * b->omega * (t + s->t0);
    *v = slide_vp(s, t, &A, &B, &C) + w * exp(-k * dt);
    *x = s->x0 + C * dt - w * expm1(-k * dt) / k;
    if (b->amp != 0)
        *x += 2 * (A * sin(mid) + B * cos(mid)) * half / b->omega;
}

static double slide_velocity(double t, void *param)
{
    double x, v;
    slide_state(param, t, &x, &v);
    return v;
}
static double slide_end(const slide *s, double t_end)
{
    const double h = 1e-3 / fmax(1.0, s->b->omega);
    double a = s->t0;
    for (long i = 1; a < t_end; i++) {
        const double t = s->t0 + (double)i * h;
        if (s->sigma * slide_velocity(t, (void *)s) <= 0)
            return brent_root(slide_velocity, (void *)s, a, t);
        a = t;
    }
    return INFINITY;
}
/* omega t = phase + 2 pi n */
static double next_crossing(double phase, double omega, double ts)
{
    double n = ceil((omega * ts - phase) / (2 * M_PI));
    double t = (phase + 2 * M_PI * n) / omega;
    if (t <= ts)
        t = (phase + 2 * M_PI * (n + 1)) / omega;
    return t;
}

static double stuck_end(const hyb_block *b, double ts, int *mode)
{
    const double ap = (b->peak * b->f0 - b->push) / b->amp;
    const double am = (-b->peak * b->f0 - b->push) / b->amp;
    const double tf = b->amp > 0 && fabs(ap) <= 1
                          ? next_crossing(asin(ap), b->omega, ts) : INFINITY;
    const double tb = b->amp > 0 && fabs(am) <= 1
                          ? next_crossing(M_PI - asin(am), b->omega, ts) : INFINITY;
    *mode = tf <= tb ? HYB_FORWARD : HYB_BACKWARD;
    return fmin(tf, tb);
}
int hyb_exact_solve(hyb_exact *ex, const hyb_block *b, double t_end)
{
    double t = 0, x = 0;
    int mode = mode_at_rest(b, 0.0);
    ex->b = *b;
    ex->log = (hyb_log){ NULL, 0, 0 };
    if (b->v_s != 0 || log_event(&ex->log, 0, 0, HYB_STUCK, mode))
        return -1;
    while (t < t_end) {
        int next;
        if (mode == HYB_STUCK) {
            t = stuck_end(&ex->b, t, &next);
        } else {
            const slide s = { &ex->b, t, x, 0.0, mode };
            double v;
            t = slide_end(&s, t_end);
            if (t < INFINITY)
                slide_state(&s, t, &x, &v);
            next = mode_at_rest(&ex->b, t);               /* the rules of a stuck block */
        }
        if (t < t_end && log_event(&ex->log, t, x, mode, next))
            return -1;
        mode = next;
    }
    return 0;
}

void hyb_exact_state(const hyb_exact *ex, double t, double *x, double *v)
{
    int k = ex->log.n - 1;
    while (k > 0 && ex->log.ev[k].t > t)
        k--;
    const hyb_event *e = &ex->log.ev[k];
    if (e->to == HYB_STUCK) {
        *x = e->x;
        *v = 0;
    } else {
        const slide s = { &ex->b, e->t, e->x, 0.0, e->to };
        slide_state(&s, t, x, v);
    }
}
static double coulomb_part(const hyb_block *b, double v)
{
    if (!(b->v_s > 0))
        return b->f0;
    return b->f0 + (b->peak - 1) * b->f0 * exp(-fabs(v) / b->v_s);
}

static int sliding_rhs(double t, const double y[], double dydt[], void *param)
{
    hyb_sim *s = param;
    s->rhs++;
    dydt[0] = y[1];
    dydt[1] = (hyb_force(&s->b, t) - s->mode * coulomb_part(&s->b, y[1])
               - s->b.f1 * y[1]) / s->b.m;
    return GSL_SUCCESS;
}

int hyb_sim_init(hyb_sim *s, const hyb_block *b, double tol)
{
    memset(s, 0, sizeof *s);
    s->b = *b;
    s->tol = tol;
    s->sys = (gsl_odeiv2_system){ sliding_rhs, NULL, 2, s };
    s->drv = gsl_odeiv2_driver_alloc_y_new(&s->sys, gsl_odeiv2_step_rk8pd,
                                           1e-3, tol, tol);
    s->probe = gsl_odeiv2_step_alloc(gsl_odeiv2_step_rk8pd, 2);
    if (!s->drv || !s->probe)
        return -1;
    s->mode = mode_at_rest(b, 0.0);
    s->waiting = s->mode != HYB_STUCK;
    return log_event(&s->log, 0, 0, HYB_STUCK, s->mode);
}

void hyb_sim_free(hyb_sim *s)
{
    if (s->drv)
        gsl_odeiv2_driver_free(s->drv);
    if (s->probe)
        gsl_odeiv2_step_free(s->probe);
    hyb_log_free(&s->log);
}
typedef struct { const hyb_block *b; double level; } force_level;

static double force_minus_level(double t, void *param)
{
    const force_level *f = param;
    return hyb_force(f->b, t) - f->level;
}

static int watch_stuck(hyb_sim *s, double t_target)
{
    const double h = 1e-2 / fmax(1.0, s->b.omega), breakaway = s->b.peak * s->b.f0;
    double a = s->t;
    while (a < t_target) {
        const double t = fmin(a + h, t_target), u = hyb_force(&s->b, t);
        if (fabs(u) > breakaway) {
            const int to = u > 0 ? HYB_FORWARD : HYB_BACKWARD;
            force_level f = { &s->b, to * breakaway };
            s->t = brent_root(force_minus_level, &f, a, t);
            s->mode = to;
            s->waiting = 1;
            gsl_odeiv2_driver_reset(s->drv);
            return log_event(&s->log, s->t, s->x, HYB_STUCK, to);
        }
        a = t;
    }
    s->t = t_target;
    return 0;
}
typedef struct { hyb_sim *s; double t0, y0[2], y[2]; } reintegration;

static double velocity_after(double t, void *param)
{
    reintegration *r = param;
    double err[2];
    memcpy(r->y, r->y0, sizeof r->y);
    gsl_odeiv2_step_reset(r->s->probe);
    if (t > r->t0)
        gsl_odeiv2_step_apply(r->s->probe, r->t0, t - r->t0, r->y, err, NULL, NULL,
                              &r->s->sys);
    return r->y[1];
}

static int end_slide(hyb_sim *s, double t1)
{
    reintegration r = { s, s->t, { s->x, s->v }, { 0, 0 } };
    const double te = brent_root(velocity_after, &r, s->t, t1);
    const int from = s->mode;
    velocity_after(te, &r);
    s->t = te;
    s->x = r.y[0];
    s->v = 0;
    s->mode = mode_at_rest(&s->b, te);
    s->waiting = s->mode != HYB_STUCK;
    gsl_odeiv2_driver_reset(s->drv);
    return log_event(&s->log, te, s->x, from, s->mode);
}
static int integrate_slide(hyb_sim *s, double t_target)
{
    gsl_odeiv2_driver *d = s->drv;
    while (s->t < t_target) {
        double y[2] = { s->x, s->v }, t = s->t;
        double h = fmin(d->h, 0.05);
        const unsigned long failed = d->e->failed_steps;
        if (gsl_odeiv2_evolve_apply(d->e, d->c, d->s, &s->sys, &t, t_target, &h, y)
            != GSL_SUCCESS)
            return -1;
        d->h = h;
        s->steps++;
        s->rejected += d->e->failed_steps - failed;
        if (s->waiting) {
            s->waiting = !(s->mode * y[1] > 0);
        } else if (s->mode * y[1] <= 0) {
            return end_slide(s, t);
        }
        s->t = t;
        s->x = y[0];
        s->v = y[1];
    }
    return 0;
}

int hyb_sim_advance(hyb_sim *s, double t_target)
{
    while (s->t < t_target) {
        const int rc = s->mode == HYB_STUCK ? watch_stuck(s, t_target)
                                            : integrate_slide(s, t_target);
        if (rc)
            return rc;
    }
    return 0;
}
const char *const hyb_law_name[HYB_NLAW] = { "mollifier", "cubic", "quadratic",
                                             "peaked", "stribeck" };

typedef struct { const hyb_block *b; int law; double eps; hyb_cost *cost; } smooth_block;

static double law_force(const smooth_block *p, double y, double *slope)
{
    const double ms = p->b->peak * p->b->f0, mk = p->b->f0, e = p->eps;
    switch (p->law) {
    case HYB_CUBIC:
        *slope = smooth_mu_f2(y, ms, mk, e);
        return smooth_mu_f1(y, ms, mk, e);
    case HYB_QUADRATIC:
        *slope = smooth_mu_quadratic_f2(y, ms, mk, e);
        return smooth_mu_quadratic_f1(y, ms, mk, e);
    case HYB_PEAKED:
        *slope = smooth_mu_peaked_f2(y, ms, mk, e);
        return smooth_mu_peaked_f1(y, ms, mk, e);
    case HYB_STRIBECK:
        *slope = smooth_mu_stribeck_f2(y, ms, mk, p->b->v_s, e);
        return smooth_mu_stribeck_f1(y, ms, mk, p->b->v_s, e);
    default:
        *slope = mk * smooth_friction_f2(y, e);
        return mk * smooth_friction_f1(y, e);
    }
}
static int smooth_rhs(double t, const double y[], double dydt[], void *param)
{
    smooth_block *p = param;
    double slope;
    const double g = law_force(p, fabs(y[1]), &slope);
    p->cost->rhs++;
    dydt[0] = y[1];
    dydt[1] = (hyb_force(p->b, t) - copysign(g, y[1]) - p->b->f1 * y[1]) / p->b->m;
    return GSL_SUCCESS;
}

static int smooth_jacobian(double t, const double y[], double *dfdy, double dfdt[],
                           void *param)
{
    smooth_block *p = param;
    double slope;
    p->cost->jac++;
    law_force(p, fabs(y[1]), &slope);
    dfdy[0] = 0;
    dfdy[1] = 1;
    dfdy[2] = 0;
    dfdy[3] = -(slope + p->b->f1) / p->b->m;
    dfdt[0] = 0;
    dfdt[1] = p->b->amp * p->b->omega * cos(p->b->omega * t) / p->b->m;
    return GSL_SUCCESS;
}
int hyb_smooth_run(const hyb_block *b, int law, double eps_v,
                   const gsl_odeiv2_step_type *T, double tol, double t_end, double grid,
                   double *x, double *v, const hyb_exact *ex, hyb_cost *cost)
{
    smooth_block p = { b, law, eps_v, cost };
    gsl_odeiv2_system sys = { smooth_rhs, smooth_jacobian, 2, &p };
    gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, T, 1e-6, tol, tol);
    double y[2] = { 0, 0 }, t = 0, h = 1e-6;
    long k = 0;
    int rc = 0;
    memset(cost, 0, sizeof *cost);
    if (!d)
        return -1;
    if (grid > 0 && x && v) {
        x[0] = 0;
        v[0] = 0;
    }
    while (t < t_end && rc == 0) {
        const double t1 = grid > 0 ? fmin((double)(k + 1) * grid, t_end) : t_end;
        if (gsl_odeiv2_evolve_apply(d->e, d->c, d->s, &sys, &t, t1, &h, y) != GSL_SUCCESS) {
            rc = -1;
            break;
        }
        cost->steps++;
        if (grid > 0 && t == t1) {
            k++;
            if (x && v) {
                x[k] = y[0];
                v[k] = y[1];
            }
        } else if (grid <= 0 && ex) {
            double xe, ve;
            hyb_exact_state(ex, t, &xe, &ve);
            cost->err_steps = fmax(cost->err_steps, fabs(y[1] - ve));
        }
    }
    cost->rejected = d->e->failed_steps;
    gsl_odeiv2_driver_free(d);
    return rc;
}
typedef struct { smooth_block p; double F; } creep_balance;

static double creep_residual(double v, void *param)
{
    creep_balance *c = param;
    double slope;
    return law_force(&c->p, v, &slope) + c->p.b->f1 * v - c->F;
}

double hyb_creep_velocity(const hyb_block *b, int law, double eps_v, double F)
{
    hyb_cost unused;
    creep_balance c = { { b, law, eps_v, &unused }, F };
    for (int i = 1; i <= 1000; i++)
        if (creep_residual(eps_v * i / 1000, &c) >= 0)
            return brent_root(creep_residual, &c, eps_v * (i - 1) / 1000,
                              eps_v * i / 1000);
    return -1;
}
