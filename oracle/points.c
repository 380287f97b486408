/* Tangled from doc/oracle-impl.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

void orc_push(orc_cases *cs, int fn, int set, double y, double eps, double mu_s,
              double mu_k)
{
    if (cs->n == cs->cap) {
        size_t cap = cs->cap ? 2 * cs->cap : 4096;
        orc_case *c = realloc(cs->c, cap * sizeof *c);
        if (c == NULL) {
            fputs("oracle: out of memory\n", stderr);
            exit(2);
        }
        cs->c = c;
        cs->cap = cap;
    }
    orc_case *c = &cs->c[cs->n++];
    memset(c, 0, sizeof *c);
    c->fn = (signed char)fn;
    c->set = (signed char)set;
    c->y = y;
    c->eps = eps;
    c->mu_s = orc_fn[fn].blend ? mu_s : 0;
    c->mu_k = orc_fn[fn].blend ? mu_k : 0;
    c->status = ORC_PENDING;
}
void orc_push_args(orc_cases *cs, int fn, int set, const double *x)
{
    orc_push(cs, fn, set, 0, 0, 0, 0);
    memcpy(cs->c[cs->n - 1].x, x, (size_t)orc_fn[fn].nargs * sizeof *x);
}
double in_format(double x, int is_float)
{
    return is_float ? (double)(float)x : x;
}

double walk(double x, long k, int is_float)      /* k representable steps from x */
{
    for (; k > 0; k--)
        x = is_float ? (double)nextafterf((float)x, INFINITY) : nextafter(x, INFINITY);
    for (; k < 0; k++)
        x = is_float ? (double)nextafterf((float)x, -INFINITY) : nextafter(x, -INFINITY);
    return x;
}

void push_one(orc_cases *cs, const orc_point_spec *p, int fn, int set, double y,
              double eps, double mu_s, double mu_k)
{
    if (p->mask >> fn & 1)
        orc_push(cs, fn, set, in_format(y, p->is_float), in_format(eps, p->is_float),
                 in_format(mu_s, p->is_float), in_format(mu_k, p->is_float));
}
/* The extreme magnitudes of the format, with the n values of extra, increasing and
   without repeats, into xs (room for ORC_MAX_EXTREMES); returns their number. */
int extreme_magnitudes(double *xs, int is_float, const double *extra, int n)
{
    const double e1 = is_float ? 0x1p-60 : 0x1p-600, e2 = is_float ? 0x1p-21 : 0x1p-101;
    const double base[ORC_NBASE_EXTREMES] = {
        is_float ? 0x1p-149 : 0x1p-1074, is_float ? FLT_MIN : DBL_MIN, e1, e2, 1e-3, 1,
        1 / e2, 1 / e1, is_float ? FLT_MAX : DBL_MAX };
    int nx = 0;
    for (int i = 0, j = 0; i < ORC_NBASE_EXTREMES || j < n;) {
        const double v = j == n || (i < ORC_NBASE_EXTREMES && base[i] <= extra[j])
                         ? base[i++] : extra[j++];
        if ((nx == 0 || xs[nx - 1] != v) && nx < ORC_MAX_EXTREMES)
            xs[nx++] = v;
    }
    return nx;
}
void push_named(orc_cases *cs, const orc_point_spec *p, int fn, int set, double *x)
{
    if (!(p->mask >> fn & 1))
        return;
    for (int i = 0; i < orc_fn[fn].nargs; i++)
        x[i] = in_format(x[i], p->is_float);
    orc_push_args(cs, fn, set, x);
}
void orc_fixed_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    for (int f = 0; f < ORC_NFAMILY; f++)
        orc_families[f].fixed_points(cs, t, p);
}
double uniform(uint64_t *state, double a, double b)
{
    return a + (b - a) * random_unit(random_splitmix64(state));
}

size_t orc_random_per_function(int level)
{
    return level >= 2 ? 840000 : 4000;
}

void orc_random_points(orc_cases *cs, const orc_point_spec *p, uint64_t *state, size_t n)
{
    for (int f = 0; f < ORC_NFAMILY; f++)
        for (size_t i = 0; i < n; i++)
            orc_families[f].draw(cs, p, state);
}
