/* Tangled from doc/hybrid.nw and doc/hybrid-check.nw; edit there, not here. */
#ifndef HYBRID_H
#define HYBRID_H
#include <gsl/gsl_odeiv2.h>

/* The block m v' = u(t) - f with u(t) = push + amp sin(omega t).  Sliding friction is
   f = +-f0 + f1 v; the breakaway force is peak f0.  m > 0, f0 > 0, f1 > 0 (the closed
   form divides by f1), peak >= 1, amp >= 0, omega > 0 when amp > 0.  With a Stribeck
   speed v_s > 0 (doc/stribeck.nw) the Coulomb part is
   +-(f0 + (peak - 1) f0 exp(-|v|/v_s)); v_s = 0 is the step of this chapter. */
typedef struct {
    double m, f0, f1, peak;
    double push, amp, omega;
    double v_s;
} hyb_block;

/* The modes of the element; a mode is also the sign of the friction's Coulomb part. */
enum { HYB_BACKWARD = -1, HYB_STUCK = 0, HYB_FORWARD = 1 };

/* One switching event: at time t and position x the mode changes from `from` to `to`. */
typedef struct { double t, x; int from, to; } hyb_event;
typedef struct { hyb_event *ev; int n, cap; } hyb_log;

double hyb_force(const hyb_block *b, double t);                      /* u(t) */
const char *hyb_mode_name(int mode);
void hyb_log_free(hyb_log *log);

/* The exact solution for u = push + amp sin(omega t), from rest at x = 0, t = 0, up to
   t_end: the list of events (the initial mode is log.ev[0].to, logged at t = 0 as
   stuck -> mode). */
typedef struct { hyb_block b; hyb_log log; } hyb_exact;
/* 0, or -1: no memory, or b->v_s != 0 (a Stribeck curve has no closed form) */
int hyb_exact_solve(hyb_exact *ex, const hyb_block *b, double t_end);
void hyb_exact_state(const hyb_exact *ex, double t, double *x, double *v);
/* The event-driven integrator: state (t, x, v, mode), the event log, and its costs.
   tol is the absolute and relative tolerance of each rk8pd step. */
typedef struct {
    hyb_block b;
    double t, x, v, tol;
    int mode, waiting;                  /* waiting: a slide has started, v is still 0 */
    gsl_odeiv2_system sys;
    gsl_odeiv2_driver *drv;
    gsl_odeiv2_step *probe;             /* single steps for locating events */
    hyb_log log;
    unsigned long steps, rejected, rhs;
} hyb_sim;
/* from rest at t = 0, x = 0 */
int hyb_sim_init(hyb_sim *s, const hyb_block *b, double tol);
/* 0, or -1 on a GSL failure */
int hyb_sim_advance(hyb_sim *s, double t_target);
void hyb_sim_free(hyb_sim *s);
/* The smoothed block m v' = u - sign(v) g(|v|) - f1 v, from rest at t = 0, x = 0.
   HYB_MOLLIFIER: g = f0 smooth_friction_f1; HYB_CUBIC, HYB_QUADRATIC, HYB_PEAKED: the
   blends smooth_mu_f1, smooth_mu_quadratic_f1, smooth_mu_peaked_f1 with mu_s = peak f0,
   mu_k = f0; HYB_STRIBECK: smooth_mu_stribeck_f1 with these and b->v_s (> 0 required). */
enum { HYB_MOLLIFIER, HYB_CUBIC, HYB_QUADRATIC, HYB_PEAKED, HYB_STRIBECK, HYB_NLAW };
extern const char *const hyb_law_name[HYB_NLAW];

/* The cost of one integration, and its largest velocity error against an exact
   solution. */
typedef struct {
    unsigned long steps, rejected, rhs, jac;
    double err_steps;                   /* max |v - v_exact| at the stepper's own steps */
} hyb_cost;

/* Integrate to t_end with stepper T (tolerance tol, absolute and relative).  With
   grid > 0 the state is also stored at t = k grid, k = 0..n (x[] and v[] hold n + 1
   values, may be NULL), and the steps end on the grid points; with grid = 0 the stepper
   runs free and, if ex is not NULL, cost->err_steps is measured.  Returns 0, or -1 on a
   GSL failure. */
int hyb_smooth_run(const hyb_block *b, int law, double eps_v,
                   const gsl_odeiv2_step_type *T, double tol, double t_end, double grid,
                   double *x, double *v, const hyb_exact *ex, hyb_cost *cost);
/* The velocity at which the smoothed block, pushed by the constant force F, is in
   equilibrium: the smallest v >= 0 with g(v) + f1 v = F, or -1 if there is none below
   eps_v. */
double hyb_creep_velocity(const hyb_block *b, int law, double eps_v, double F);
#endif
