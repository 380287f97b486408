/* Tangled from doc/exact.nw; edit there, not here. */
#include <stdio.h>
#include <stdlib.h>

#include "qpoly.h"

static void qpoly_make(qpoly *p, int lo, int n)
{
    p->lo = lo;
    p->n = n;
    p->c = NULL;
    if (n > 0) {
        p->c = malloc((size_t)n * sizeof *p->c);
        if (p->c == NULL) {
            fputs("qpoly: out of memory\n", stderr);
            abort();
        }
    }
    for (int i = 0; i < n; i++)
        mpq_init(p->c[i]);
}

static void qpoly_take(qpoly *r, qpoly *tmp)
{
    qpoly_clear(r);
    *r = *tmp;
}
static void qpoly_normalize(qpoly *p)
{
    int first = 0, last = p->n - 1;

    while (first <= last && mpq_sgn(p->c[first]) == 0)
        first++;
    while (last >= first && mpq_sgn(p->c[last]) == 0)
        last--;
    if (first > last) {
        qpoly_clear(p);
        return;
    }
    for (int i = first; i <= last; i++)
        mpq_swap(p->c[i - first], p->c[i]);
    for (int i = last - first + 1; i < p->n; i++)
        mpq_clear(p->c[i]);
    p->lo += first;
    p->n = last - first + 1;
}
static void q_mul_si(mpq_t r, const mpq_t a, long k)
{
    mpq_set(r, a);
    mpz_mul_si(mpq_numref(r), mpq_numref(r), k);
    mpq_canonicalize(r);
}
void qpoly_init(qpoly *p) { qpoly_make(p, 0, 0); }

void qpoly_clear(qpoly *p)
{
    for (int i = 0; i < p->n; i++)
        mpq_clear(p->c[i]);
    free(p->c);
    qpoly_make(p, 0, 0);
}

void qpoly_set(qpoly *r, const qpoly *a)
{
    qpoly tmp;

    if (r == a)
        return;
    qpoly_make(&tmp, a->lo, a->n);
    for (int i = 0; i < a->n; i++)
        mpq_set(tmp.c[i], a->c[i]);
    qpoly_take(r, &tmp);
}
void qpoly_set_coef(qpoly *p, int k, const mpq_t c)
{
    mpq_t v;

    mpq_init(v);
    mpq_set(v, c);
    if (p->n == 0 || k < p->lo || k >= p->lo + p->n) {
        int lo, hi;
        qpoly tmp;

        if (mpq_sgn(v) == 0) {
            mpq_clear(v);
            return;
        }
        lo = p->n == 0 || k < p->lo ? k : p->lo;
        hi = p->n == 0 || k >= p->lo + p->n ? k : p->lo + p->n - 1;
        qpoly_make(&tmp, lo, hi - lo + 1);
        for (int i = 0; i < p->n; i++)
            mpq_swap(tmp.c[p->lo + i - lo], p->c[i]);
        qpoly_take(p, &tmp);
    }
    mpq_swap(p->c[k - p->lo], v);
    mpq_clear(v);
    qpoly_normalize(p);
}

void qpoly_set_coef_si(qpoly *p, int k, long num, unsigned long den)
{
    mpq_t c;

    mpq_init(c);
    mpq_set_si(c, num, den);
    mpq_canonicalize(c);
    qpoly_set_coef(p, k, c);
    mpq_clear(c);
}
void qpoly_get_coef(mpq_t c, const qpoly *p, int k)
{
    if (k >= p->lo && k < p->lo + p->n)
        mpq_set(c, p->c[k - p->lo]);
    else
        mpq_set_ui(c, 0, 1);
}

int qpoly_is_zero(const qpoly *p) { return p->n == 0; }
int qpoly_lowest(const qpoly *p) { return p->n ? p->lo : 0; }
int qpoly_highest(const qpoly *p) { return p->n ? p->lo + p->n - 1 : 0; }
int qpoly_equal(const qpoly *a, const qpoly *b)
{
    if (a->n != b->n || (a->n > 0 && a->lo != b->lo))
        return 0;
    for (int i = 0; i < a->n; i++)
        if (!mpq_equal(a->c[i], b->c[i]))
            return 0;
    return 1;
}
static void qpoly_combine(qpoly *r, const qpoly *a, const qpoly *b, int sign)
{
    qpoly tmp;
    int lo, hi;

    if (a->n == 0 || b->n == 0) {
        lo = a->n ? a->lo : b->lo;
        hi = a->n ? a->lo + a->n : b->lo + b->n;
    } else {
        lo = a->lo < b->lo ? a->lo : b->lo;
        hi = a->lo + a->n > b->lo + b->n ? a->lo + a->n : b->lo + b->n;
    }
    qpoly_make(&tmp, lo, hi - lo);
    for (int i = 0; i < a->n; i++)
        mpq_add(tmp.c[a->lo + i - lo], tmp.c[a->lo + i - lo], a->c[i]);
    for (int i = 0; i < b->n; i++) {
        mpq_ptr d = tmp.c[b->lo + i - lo];
        if (sign > 0)
            mpq_add(d, d, b->c[i]);
        else
            mpq_sub(d, d, b->c[i]);
    }
    qpoly_normalize(&tmp);
    qpoly_take(r, &tmp);
}

void qpoly_add(qpoly *r, const qpoly *a, const qpoly *b) { qpoly_combine(r, a, b, +1); }
void qpoly_sub(qpoly *r, const qpoly *a, const qpoly *b) { qpoly_combine(r, a, b, -1); }
void qpoly_mul(qpoly *r, const qpoly *a, const qpoly *b)
{
    qpoly tmp;
    mpq_t prod;

    if (a->n == 0 || b->n == 0) {
        qpoly_make(&tmp, 0, 0);
        qpoly_take(r, &tmp);
        return;
    }
    qpoly_make(&tmp, a->lo + b->lo, a->n + b->n - 1);
    mpq_init(prod);
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            mpq_mul(prod, a->c[i], b->c[j]);
            mpq_add(tmp.c[i + j], tmp.c[i + j], prod);
        }
    mpq_clear(prod);
    qpoly_take(r, &tmp);
}
void qpoly_scale(qpoly *r, const qpoly *a, const mpq_t s)
{
    qpoly tmp;

    qpoly_make(&tmp, a->lo, a->n);
    for (int i = 0; i < a->n; i++)
        mpq_mul(tmp.c[i], a->c[i], s);
    qpoly_normalize(&tmp);
    qpoly_take(r, &tmp);
}

void qpoly_shift(qpoly *r, const qpoly *a, int k)
{
    qpoly_set(r, a);
    if (r->n > 0)
        r->lo += k;
}
void qpoly_deriv(qpoly *r, const qpoly *a)
{
    qpoly tmp;

    qpoly_make(&tmp, a->lo - 1, a->n);
    for (int i = 0; i < a->n; i++)
        q_mul_si(tmp.c[i], a->c[i], a->lo + i);
    qpoly_normalize(&tmp);
    qpoly_take(r, &tmp);
}
int qpoly_integ(qpoly *r, const qpoly *a)
{
    qpoly tmp;

    if (a->n > 0 && a->lo <= -1 && a->lo + a->n > -1 && mpq_sgn(a->c[-1 - a->lo]) != 0)
        return -1;
    qpoly_make(&tmp, a->lo + 1, a->n);
    for (int i = 0; i < a->n; i++) {
        int k = a->lo + i;
        if (k != -1) {
            mpq_set_si(tmp.c[i], k + 1, 1);
            mpq_div(tmp.c[i], a->c[i], tmp.c[i]);
        }
    }
    qpoly_normalize(&tmp);
    qpoly_take(r, &tmp);
    return 0;
}
int qpoly_divrem(qpoly *q, qpoly *r, const qpoly *a, const qpoly *b)
{
    qpoly quot, rem, term;
    mpq_t c, lead;
    if (b->n == 0 || b->lo < 0 || (a->n > 0 && a->lo < 0))
        return -1;
    qpoly_init(&quot);
    qpoly_init(&rem);
    qpoly_init(&term);
    mpq_inits(c, lead, (mpq_ptr)0);
    qpoly_set(&rem, a);
    qpoly_get_coef(lead, b, qpoly_highest(b));
    while (!qpoly_is_zero(&rem) && qpoly_highest(&rem) >= qpoly_highest(b)) {
        const int k = qpoly_highest(&rem) - qpoly_highest(b);
        qpoly_get_coef(c, &rem, qpoly_highest(&rem));
        mpq_div(c, c, lead);
        qpoly_set_coef(&quot, k, c);
        qpoly_scale(&term, b, c);
        qpoly_shift(&term, &term, k);
        qpoly_sub(&rem, &rem, &term);
    }
    qpoly_take(q, &quot);
    qpoly_take(r, &rem);
    qpoly_clear(&term);
    mpq_clears(c, lead, (mpq_ptr)0);
    return 0;
}
int qpoly_eval(mpq_t r, const qpoly *a, const mpq_t t)
{
    mpq_t acc, pw;

    if (mpq_sgn(t) == 0) {
        if (a->n > 0 && a->lo < 0)
            return -1;
        qpoly_get_coef(r, a, 0);
        return 0;
    }
    mpq_init(acc);
    mpq_init(pw);
    for (int i = a->n - 1; i >= 0; i--) {
        mpq_mul(acc, acc, t);
        mpq_add(acc, acc, a->c[i]);
    }
    {
        int lo = a->n > 0 ? a->lo : 0;
        unsigned long e = (unsigned long)(lo < 0 ? -lo : lo);
        mpz_pow_ui(mpq_numref(pw), mpq_numref(t), e);
        mpz_pow_ui(mpq_denref(pw), mpq_denref(t), e);
        mpq_canonicalize(pw);
        if (lo < 0)
            mpq_inv(pw, pw);
    }
    mpq_mul(r, acc, pw);
    mpq_clear(acc);
    mpq_clear(pw);
    return 0;
}
static void latex_power(FILE *f, const char *name, int e)
{
    if (e == 1)
        fputs(name, f);
    else
        fprintf(f, "%s^{%d}", name, e);
}

static void latex_product(FILE *f, const mpz_t a, int py, int pe, const char *y,
                          const char *eps)
{
    int sep = 0;

    if (mpz_cmp_ui(a, 1) != 0 || (py <= 0 && pe <= 0)) {
        gmp_fprintf(f, "%Zd", a);
        sep = 1;
    }
    if (py > 0) {
        fputs(sep ? " " : "", f);
        latex_power(f, y, py);
        sep = 1;
    }
    if (pe > 0) {
        fputs(sep ? " " : "", f);
        latex_power(f, eps, pe);
    }
}
static void latex_term(FILE *f, const mpq_t c, int k, int m, const char *y,
                       const char *eps)
{
    mpz_t num;
    const int pe = eps ? m - k : 0;      /* no eps factors at all when eps is NULL */
    int dy = k < 0 ? -k : 0, de = pe < 0 ? -pe : 0;

    mpz_init(num);
    mpz_abs(num, mpq_numref(c));
    if (mpz_cmp_ui(mpq_denref(c), 1) == 0 && dy == 0 && de == 0) {
        latex_product(f, num, k, pe, y, eps);
    } else {
        fputs("\\frac{", f);
        latex_product(f, num, k, pe, y, eps);
        fputs("}{", f);
        latex_product(f, mpq_denref(c), dy, de, y, eps);
        fputs("}", f);
    }
    mpz_clear(num);
}
static void latex_terms(FILE *f, const qpoly *a, int m, const char *y, const char *eps,
                        int rising)
{
    int first = 1;
    for (int j = 0; j < a->n; j++) {
        const int i = rising ? j : a->n - 1 - j, neg = mpq_sgn(a->c[i]) < 0;
        if (mpq_sgn(a->c[i]) == 0)
            continue;
        fputs(first ? (neg ? "-" : "") : (neg ? " - " : " + "), f);
        latex_term(f, a->c[i], a->lo + i, m, y, eps);
        first = 0;
    }
    if (first)
        fputs("0", f);
}

void qpoly_print_latex(FILE *f, const qpoly *a, int m, const char *y, const char *eps)
{
    latex_terms(f, a, m, y, eps, 0);
}
void qpoly_print_latex_scaled(FILE *f, const qpoly *a, int m, const char *t,
                              const char *eps)
{
    int terms = 0, lowest = 0;
    for (int i = a->n - 1; i >= 0; i--)
        if (mpq_sgn(a->c[i]) != 0)
            terms++, lowest = i;
    const int scaled = m != 0 && terms > 0;
    const int paren = scaled && (terms > 1 || mpq_sgn(a->c[lowest]) < 0);
    if (scaled)
        fprintf(f, m == 1 ? "%s" : "%s^{%d}", eps, m);
    fputs(paren ? "\\Bigl(" : scaled ? "\\," : "", f);
    latex_terms(f, a, 0, t, NULL, 1);
    if (paren)
        fputs("\\Bigr)", f);
}
int qlin_solve(mpq_t *x, mpq_t *A, mpq_t *b, int n)
{
    mpq_t f, prod;
    int status = 0;

    mpq_init(f);
    mpq_init(prod);
    for (int k = 0; k < n && status == 0; k++) {
        int p = k;
        while (p < n && mpq_sgn(A[p * n + k]) == 0)
            p++;
        if (p == n) {
            status = -1;
            break;
        }
        for (int j = 0; j < n && p != k; j++)
            mpq_swap(A[p * n + j], A[k * n + j]);
        mpq_swap(b[p], b[k]);
        for (int i = k + 1; i < n; i++) {
            mpq_div(f, A[i * n + k], A[k * n + k]);
            for (int j = k; j < n; j++) {
                mpq_mul(prod, f, A[k * n + j]);
                mpq_sub(A[i * n + j], A[i * n + j], prod);
            }
            mpq_mul(prod, f, b[k]);
            mpq_sub(b[i], b[i], prod);
        }
    }
    if (status == 0) {
        for (int i = n - 1; i >= 0; i--) {
            mpq_set(f, b[i]);
            for (int j = i + 1; j < n; j++) {
                mpq_mul(prod, A[i * n + j], x[j]);
                mpq_sub(f, f, prod);
            }
            mpq_div(x[i], f, A[i * n + i]);
        }
    }
    mpq_clear(f);
    mpq_clear(prod);
    return status;
}
void qfun_init(qfun *f, int npieces, int nparams, int eps_power)
{
    if (npieces < 1 || npieces > QFUN_MAX_PIECES
        || nparams < 1 || nparams > QFUN_MAX_PARAMS) {
        fprintf(stderr, "qfun_init: %d pieces, %d parameters is out of range\n",
                npieces, nparams);
        abort();
    }
    f->eps_power = eps_power;
    f->npieces = npieces;
    f->nparams = nparams;
    for (int i = 0; i < QFUN_MAX_PIECES - 1; i++)
        mpq_init(f->brk[i]);
    for (int i = 0; i < QFUN_MAX_PIECES; i++)
        for (int j = 0; j < QFUN_MAX_PARAMS; j++)
            qpoly_init(&f->p[i][j]);
}

void qfun_clear(qfun *f)
{
    for (int i = 0; i < QFUN_MAX_PIECES - 1; i++)
        mpq_clear(f->brk[i]);
    for (int i = 0; i < QFUN_MAX_PIECES; i++)
        for (int j = 0; j < QFUN_MAX_PARAMS; j++)
            qpoly_clear(&f->p[i][j]);
}
int qfun_piece(const qfun *f, const mpq_t t)
{
    int i = 0;

    while (i < f->npieces - 1 && mpq_cmp(t, f->brk[i]) >= 0)
        i++;
    return i;
}
int qfun_eval(mpq_t r, const qfun *f, const mpq_t y, const mpq_t eps, const mpq_t *params)
{
    mpq_t t, sum, v;
    int i, status = 0;

    mpq_inits(t, sum, v, NULL);
    mpq_div(t, y, eps);
    i = qfun_piece(f, t);
    for (int j = 0; j < f->nparams && status == 0; j++) {
        status = qpoly_eval(v, &f->p[i][j], t);
        if (params != NULL)
            mpq_mul(v, v, params[j]);
        mpq_add(sum, sum, v);
    }
    if (status == 0) {
        qpoly mono;
        qpoly_init(&mono);
        qpoly_set_coef_si(&mono, f->eps_power, 1, 1);
        qpoly_eval(v, &mono, eps);
        qpoly_clear(&mono);
        mpq_mul(r, sum, v);
    }
    mpq_clears(t, sum, v, NULL);
    return status;
}
void qfun_deriv(qfun *d, const qfun *f)
{
    qfun_init(d, f->npieces, f->nparams, f->eps_power - 1);
    for (int i = 0; i < QFUN_MAX_PIECES - 1; i++)
        mpq_set(d->brk[i], f->brk[i]);
    for (int i = 0; i < f->npieces; i++)
        for (int j = 0; j < f->nparams; j++)
            qpoly_deriv(&d->p[i][j], &f->p[i][j]);
}
