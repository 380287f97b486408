/* Tangled from doc/exact.nw; edit there, not here. */
#ifndef QPOLY_H
#define QPOLY_H

#include <stdio.h>
#include <gmp.h>

/* sum_k c[k-lo] t^k for k = lo .. lo+n-1; no zero coefficient at either end; zero has
   n == 0. */
typedef struct { int lo; int n; mpq_t *c; } qpoly;
void qpoly_init(qpoly *p);                         /* p := 0 */
void qpoly_clear(qpoly *p);                        /* release p's storage */
void qpoly_set(qpoly *r, const qpoly *a);          /* r := a */
/* c_k := num/den, den > 0 */
void qpoly_set_coef_si(qpoly *p, int k, long num, unsigned long den);
/* c_k := c */
void qpoly_set_coef(qpoly *p, int k, const mpq_t c);
/* c := c_k, 0 outside the stored run */
void qpoly_get_coef(mpq_t c, const qpoly *p, int k);
int  qpoly_is_zero(const qpoly *p);
int  qpoly_lowest(const qpoly *p);                 /* lowest power present; 0 for zero */
int  qpoly_highest(const qpoly *p);                /* highest power present; 0 for zero */
int  qpoly_equal(const qpoly *a, const qpoly *b);            /* a == b exactly */
void qpoly_add(qpoly *r, const qpoly *a, const qpoly *b);    /* r := a + b */
void qpoly_sub(qpoly *r, const qpoly *a, const qpoly *b);    /* r := a - b */
void qpoly_mul(qpoly *r, const qpoly *a, const qpoly *b);    /* r := a b */
void qpoly_scale(qpoly *r, const qpoly *a, const mpq_t s);   /* r := s a */
/* r := t^k a, any sign of k */
void qpoly_shift(qpoly *r, const qpoly *a, int k);
void qpoly_deriv(qpoly *r, const qpoly *a);                  /* r := da/dt */
/* r := antiderivative with c_0 = 0, and 0; or -1 (r untouched) if a has a t^-1 term */
int  qpoly_integ(qpoly *r, const qpoly *a);
/* a = q b + r with deg r < deg b, for ordinary polynomials; 0, or -1 (q, r untouched) if
   b is zero or either has negative powers */
int  qpoly_divrem(qpoly *q, qpoly *r, const qpoly *a, const qpoly *b);
/* r := a(t) exactly; returns -1 (r unchanged) if t == 0 and a has negative powers,
   else 0. */
int  qpoly_eval(mpq_t r, const qpoly *a, const mpq_t t);
/* Write sum_k c_k y^k eps^(m-k) as LaTeX math without $, terms by decreasing power
   of y. */
void qpoly_print_latex(FILE *f, const qpoly *a, int m, const char *y, const char *eps);
/* Write eps^m (sum_k c_k t^k) as LaTeX, terms by increasing power of t: the book's
   t = y/eps. */
void qpoly_print_latex_scaled(FILE *f, const qpoly *a, int m, const char *t,
                              const char *eps);
/* Solve A x = b exactly (A n*n, row-major; A, b overwritten).  0, or -1 if A is
   singular. */
int  qlin_solve(mpq_t *x, mpq_t *A, mpq_t *b, int n);
enum { QFUN_MAX_PIECES = 4, QFUN_MAX_PARAMS = 2 };
typedef struct {
    int eps_power, npieces, nparams;
    mpq_t brk[QFUN_MAX_PIECES - 1];          /* increasing breakpoints in t */
    qpoly p[QFUN_MAX_PIECES][QFUN_MAX_PARAMS];
} qfun;
/* all pieces zero, brk = 0 */
void qfun_init(qfun *f, int npieces, int nparams, int eps_power);
void qfun_clear(qfun *f);
int  qfun_piece(const qfun *f, const mpq_t t); /* i with brk[i-1] <= t < brk[i] */
/* r := f(y) exactly for y >= 0, eps > 0; returns -1 (r unchanged) at a pole, else 0. */
int  qfun_eval(mpq_t r, const qfun *f, const mpq_t y, const mpq_t eps,
               const mpq_t *params);
/* d := df/dy: each piece differentiated in t, eps_power one lower.  d is initialised
   here. */
void qfun_deriv(qfun *d, const qfun *f);

#endif
