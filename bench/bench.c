/* Tangled from doc/bench.nw; edit there, not here. */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "random.h"
#include "smooth-pair.h"

enum kind {
    MOLLIFIER, BLEND, RULE, EDGE, FACE, PREDICATE, ANISO, SPEED, LAGGED, POTENTIAL,
    GRADIENT, STRIBECK, STRIBECK_PEAK
};
typedef struct {
    const char *ours, *ref;
    enum kind kind;
    int quadratic, rule;
} timed_function;
static const timed_function fun[] = {
    { "smooth_friction_f0", "smooth_friction_f0", MOLLIFIER, 0, 0 },
    { "smooth_friction_f1", "smooth_friction_f1", MOLLIFIER, 0, 0 },
    { "smooth_friction_f2", "smooth_friction_f2", MOLLIFIER, 0, 0 },
    { "smooth_friction_f1_over_x", "smooth_friction_f1_over_x", MOLLIFIER, 0, 0 },
    { "smooth_friction_f2_x_minus_f1_over_x3", "smooth_friction_f2_x_minus_f1_over_x3",
      MOLLIFIER, 0, 0 },
    { "smooth_mu", "smooth_mu", BLEND, 0, 0 },
    { "smooth_mu_derivative", "smooth_mu_derivative", BLEND, 0, 0 },
    { "smooth_mu_f0", "smooth_mu_f0", BLEND, 0, 0 },
    { "smooth_mu_f1", "smooth_mu_f1", BLEND, 0, 0 },
    { "smooth_mu_f2", "smooth_mu_f2", BLEND, 0, 0 },
    { "smooth_mu_f1_over_x", "smooth_mu_f1_over_x", BLEND, 0, 0 },
    { "smooth_mu_f2_x_minus_mu_f1_over_x3", "smooth_mu_f2_x_minus_mu_f1_over_x3",
      BLEND, 0, 0 },
    { "smooth_mu_quadratic", "smooth_mu", BLEND, 1, 0 },
    { "smooth_mu_quadratic_derivative", "smooth_mu_derivative", BLEND, 1, 0 },
    { "smooth_mu_quadratic_f0", "smooth_mu_f0", BLEND, 1, 0 },
    { "smooth_mu_quadratic_f1", "smooth_mu_f1", BLEND, 1, 0 },
    { "smooth_mu_quadratic_f2", "smooth_mu_f2", BLEND, 1, 0 },
    { "smooth_mu_quadratic_f1_over_x", "smooth_mu_f1_over_x", BLEND, 1, 0 },
    { "smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3", "smooth_mu_f2_x_minus_mu_f1_over_x3",
      BLEND, 1, 0 },
    { "smooth_mu_blend_pair", "smooth_mu_blend_average", RULE, 0, SMOOTH_MU_AVERAGE },
    { "smooth_mu_blend_pair", "smooth_mu_blend_product", RULE, 0, SMOOTH_MU_PRODUCT },
    { "smooth_mu_blend_pair", "smooth_mu_blend_min", RULE, 0, SMOOTH_MU_MIN },
    { "smooth_mu_blend_pair", "smooth_mu_blend_max", RULE, 0, SMOOTH_MU_MAX },
    { "smooth_mu_edge", "smooth_mu_edge", EDGE, 0, 0 },
    { "smooth_mu_face", "smooth_mu_face", FACE, 0, 0 },
    { "smooth_mu_has_static_peak", "smooth_mu_has_static_peak", PREDICATE, 0, 0 },
    { "smooth_mu_quadratic_has_static_peak", "smooth_mu_quadratic_has_static_peak", PREDICATE,
      0, 0 },
    { "smooth_aniso_mu", "smooth_aniso_mu", ANISO, 0, 0 },
    { "smooth_ellipse_speed", "smooth_ellipse_speed", SPEED, 0, 0 },
    { "smooth_aniso_lagged", "smooth_aniso_lagged", LAGGED, 0, 0 },
    { "smooth_ellipse_potential", "smooth_ellipse_potential", POTENTIAL, 0, 0 },
    { "smooth_ellipse_gradient", "smooth_ellipse_gradient", GRADIENT, 0, 0 },
    { "smooth_mu_stribeck", "plain_mu_stribeck", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_derivative", "plain_mu_stribeck_derivative", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f0", "plain_mu_stribeck_f0", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f1", "plain_mu_stribeck_f1", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f2", "plain_mu_stribeck_f2", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f1_over_x", "plain_mu_stribeck_f1_over_x", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3",
      "plain_mu_stribeck_f2_x_minus_mu_f1_over_x3", STRIBECK, 0, 0 },
    { "smooth_mu_stribeck_f1_peak", "plain_mu_stribeck_f1_peak", STRIBECK_PEAK, 0, 0 },
};
enum { NFUN = (int)(sizeof fun / sizeof *fun) };
static const char *row_label(int i)
{
    static const char *rule_name[4] = { "average", "product", "min", "max" };
    static char buf[64];
    if (fun[i].kind != RULE)
        return fun[i].ours;
    snprintf(buf, sizeof buf, "%s (%s)", fun[i].ours, rule_name[fun[i].rule]);
    return buf;
}
typedef double (*fn2)(double, double);
typedef double (*fn3)(double, double, double);
typedef double (*fn4)(double, double, double, double);
typedef double (*fn5)(double, double, double, double, double);
typedef double (*fn6)(double, double, double, double, double, double);
typedef double (*fn_rule)(double, double, smooth_mu_rule);
typedef int (*fn_predicate)(double, double);
typedef double (*fn_peak)(double, double, double, double, double *);
typedef void (*fn_lagged)(const double *, const double *, const double *, const double *,
                          double, double *, double *);
typedef double (*fn_potential)(const double *, const double *, const double *, double);
typedef void (*fn_gradient)(const double *, const double *, const double *, double,
                            double *, double *);
typedef union {
    fn2 f2; fn3 f3; fn4 f4; fn5 f5; fn6 f6; fn_rule fr; fn_predicate fq; fn_peak fp;
    fn_lagged fl; fn_potential fpot; fn_gradient fg;
    void (*any)(void);
} callable;
enum { NMIX = 3, N = 1 << 17, REPEATS = 5 };
static const char *const mix_name[NMIX] = { "all pieces", "below eps_v", "wide" };
typedef struct {
    double y[N], eps[N], mu_s[N], mu_k[N], mu_c[N], w1[N], w2[N];
    double hi[N], lo[N], v_s[N];                          /* the Stribeck functions' */
    double u[N][2], a[N][2], axes_s[N][2], axes_k[N][2];  /* the anisotropic laws' */
} mix;

static double uniform(uint64_t *s)                  /* xorshift64*, in [0, 1) */
{
    return random_unit(random_xorshift64s(s));
}
static void make_mixes(mix *m)
{
    uint64_t s = 0x9E3779B97F4A7C15ull, s_stribeck = 0xD1B54A32D192ED03ull;
    uint64_t s_aniso = 0x94D049BB133111EBull;
    for (int i = 0; i < N; i++)
        for (int k = 0; k < NMIX; k++) {
            const int wide = k == 2;
            m[k].eps[i] = wide ? exp2(-30 * uniform(&s)) : 1e-3;
            m[k].y[i] = wide ? m[k].eps[i] * exp2(22 * uniform(&s) - 20)
                             : m[k].eps[i] * (k == 0 ? 2 : 1) * uniform(&s);
            m[k].mu_s[i] = wide ? uniform(&s) : 0.5;
            m[k].mu_k[i] = wide ? uniform(&s) : 0.3;
            m[k].mu_c[i] = wide ? uniform(&s) : 0.4;
            m[k].w1[i] = wide ? 1.2 * uniform(&s) - 0.1 : uniform(&s);
            m[k].w2[i] = wide ? 1.2 * uniform(&s) - 0.1 : (1 - m[k].w1[i]) * uniform(&s);
            m[k].hi[i] = fmax(m[k].mu_s[i], m[k].mu_k[i]);
            m[k].lo[i] = fmin(m[k].mu_s[i], m[k].mu_k[i]);
            m[k].v_s[i] = wide ? m[k].eps[i] * exp2(20 * uniform(&s_stribeck) - 10) : 1e-2;
            const double theta = 6.283185307179586 * uniform(&s_aniso);       /* 2 pi U */
            m[k].u[i][0] = m[k].y[i] * cos(theta);
            m[k].u[i][1] = m[k].y[i] * sin(theta);
            for (int j = 0; j < 2; j++) {
                m[k].axes_s[i][j] = wide ? uniform(&s_aniso) : j == 0 ? 0.5 : 0.4;
                m[k].axes_k[i][j] = wide ? uniform(&s_aniso) : j == 0 ? 0.3 : 0.2;
                m[k].a[i][j] = wide ? uniform(&s_aniso) : 1;
            }
        }
}
static volatile double sink;
typedef struct { int repeats; double seconds; } timing;    /* repeats <= REPEATS */

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

enum { NPEAK = 1 << 11 };
static int inputs_per_pass(enum kind kind) { return kind == STRIBECK_PEAK ? NPEAK : N; }

/* inputs from to to - 1; rule < 0: a reference rule, called with two arguments */
static double call_inputs(callable f, enum kind kind, int rule, const mix *m, int from,
                          int to)
{
    double acc = 0;
    switch (kind) {
    case MOLLIFIER:
        for (int i = from; i < to; i++) acc += f.f2(m->y[i], m->eps[i]);
        break;
    case BLEND:
        for (int i = from; i < to; i++)
            acc += f.f4(m->y[i], m->mu_s[i], m->mu_k[i], m->eps[i]);
        break;
    case RULE:
        if (rule < 0)
            for (int i = from; i < to; i++) acc += f.f2(m->mu_s[i], m->mu_k[i]);
        else
            for (int i = from; i < to; i++)
                acc += f.fr(m->mu_s[i], m->mu_k[i], (smooth_mu_rule)rule);
        break;
    case EDGE:
        for (int i = from; i < to; i++) acc += f.f3(m->mu_s[i], m->mu_k[i], m->w1[i]);
        break;
    case FACE:
        for (int i = from; i < to; i++)
            acc += f.f5(m->mu_s[i], m->mu_k[i], m->mu_c[i], m->w1[i], m->w2[i]);
        break;
    case PREDICATE:
        for (int i = from; i < to; i++) acc += f.fq(m->mu_s[i], m->mu_k[i]);
        break;
    case ANISO:
        for (int i = from; i < to; i++)
            acc += f.f6(m->y[i], m->w2[i], m->w1[i], m->mu_c[i], m->mu_s[i], m->mu_k[i]);
        break;
    case SPEED:
        for (int i = from; i < to; i++)
            acc += f.f4(m->y[i], m->w2[i], m->mu_s[i], m->mu_k[i]);
        break;
    case LAGGED:
        for (int i = from; i < to; i++) {
            double g[2], h[3];
            f.fl(m->u[i], m->a[i], m->axes_s[i], m->axes_k[i], m->eps[i], g, h);
            acc += g[0] + g[1] + h[0] + h[1] + h[2];
        }
        break;
    case POTENTIAL:
        for (int i = from; i < to; i++)
            acc += f.fpot(m->u[i], m->axes_s[i], m->axes_k[i], m->eps[i]);
        break;
    case GRADIENT:
        for (int i = from; i < to; i++) {
            double g[2], h[3];
            f.fg(m->u[i], m->axes_s[i], m->axes_k[i], m->eps[i], g, h);
            acc += g[0] + g[1] + h[0] + h[1] + h[2];
        }
        break;
    case STRIBECK:
        for (int i = from; i < to; i++)
            acc += f.f5(m->y[i], m->hi[i], m->lo[i], m->v_s[i], m->eps[i]);
        break;
    case STRIBECK_PEAK:
        for (int i = from; i < to; i++)
            acc += f.fp(m->hi[i], m->lo[i], m->v_s[i], m->eps[i], NULL);
        break;
    }
    return acc;
}
static double ns_per_call(callable f, enum kind kind, int rule, const mix *m,
                          const timing *tm)
{
    long calls = 0;
    double acc = 0, t0 = seconds(), t;
    do {
        acc += call_inputs(f, kind, rule, m, 0, inputs_per_pass(kind));
        calls += inputs_per_pass(kind);
    } while ((t = seconds() - t0) < tm->seconds);
    sink += acc;
    return 1e9 * t / (double)calls;
}
static int load(const char *path, const char *const *names, int n, callable *out)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        fprintf(stderr, "bench: %s\n", dlerror());
        return -1;
    }
    for (int i = 0; i < n; i++) {
        void *p = dlsym(h, names[i]);
        if (p == NULL) {
            fprintf(stderr, "bench: %s has no %s\n", path, names[i]);
            return -1;
        }
        memcpy(&out[i].any, &p, sizeof p);           /* POSIX: a symbol is a function */
    }
    return 0;
}
enum { MAX_LIBM = 32 };
typedef struct {
    const unsigned long *slow, *libm;            /* slow: NULL in a reference */
    const char *const *libm_name;
    int nlibm;
} counters;

static int open_counters(const char *path, counters *c)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    const int *n = h ? (const int *)dlsym(h, "bench_libm_count") : NULL;
    c->slow = h ? (const unsigned long *)dlsym(h, "smooth_friction_slow_path_calls")
                : NULL;
    c->libm = h ? (const unsigned long *)dlsym(h, "bench_libm_calls") : NULL;
    c->libm_name = h ? (const char *const *)dlsym(h, "bench_libm_name") : NULL;
    if (n == NULL || c->libm == NULL || c->libm_name == NULL || *n > MAX_LIBM) {
        fprintf(stderr, "bench: %s has no counters\n", path);
        return -1;
    }
    c->nlibm = *n;
    return 0;
}
typedef struct {
    double exact[NMIX];                 /* calls of the exact path per 10^7, per mix */
    double fast, libm[MAX_LIBM];        /* our fast-path calls, and their libm calls */
    double ref, ref_libm[MAX_LIBM];     /* the reference's calls, and its libm calls */
} call_counts;

static void count_ours(const counters *c, callable f, int i, const mix *m, int limit,
                       call_counts *cc)
{
    unsigned long before[MAX_LIBM];
    const int pass = inputs_per_pass(fun[i].kind), n = pass < limit ? pass : limit;
    for (int k = 0; k < NMIX; k++) {
        long exact = 0;
        for (int j = 0; j < n; j++) {
            const unsigned long slow = *c->slow;
            memcpy(before, c->libm, sizeof *before * (size_t)c->nlibm);
            sink += call_inputs(f, fun[i].kind, fun[i].rule, &m[k], j, j + 1);
            if (*c->slow != slow) {
                exact++;
                continue;
            }
            cc->fast++;
            for (int l = 0; l < c->nlibm; l++)
                cc->libm[l] += (double)(c->libm[l] - before[l]);
        }
        cc->exact[k] = 1e7 * (double)exact / n;
    }
}
static void count_reference(const counters *c, callable g, int i, const mix *m, int limit,
                            call_counts *cc)
{
    unsigned long before[MAX_LIBM];
    const int pass = inputs_per_pass(fun[i].kind), n = pass < limit ? pass : limit;
    for (int k = 0; k < NMIX; k++) {
        memcpy(before, c->libm, sizeof *before * (size_t)c->nlibm);
        sink += call_inputs(g, fun[i].kind, -1, &m[k], 0, n);
        cc->ref += n;
        for (int l = 0; l < c->nlibm; l++)
            cc->ref_libm[l] += (double)(c->libm[l] - before[l]);
    }
}
static void print_counts(const counters *c, const call_counts *cc);
static double count_calls(char **lib, const mix *m, int limit, call_counts *cc)
{
    const char *names[NFUN];
    callable f[NFUN], g[NFUN];
    counters c[3];
    double exact = 0, calls = 0;
    for (int i = 0; i < NFUN; i++)
        names[i] = fun[i].ours;
    for (int b = 0; b < 3; b++)
        if (open_counters(lib[b], &c[b]) != 0 || c[b].nlibm != c[0].nlibm)
            return NAN;
    if (c[0].slow == NULL || load(lib[0], names, NFUN, f) != 0)
        return NAN;
    for (int i = 0; i < NFUN; i++) {
        const int q = fun[i].quadratic ? 2 : 1;
        if (load(lib[q], &fun[i].ref, 1, &g[i]) != 0)
            return NAN;
        count_ours(&c[0], f[i], i, m, limit, &cc[i]);
        count_reference(&c[q], g[i], i, m, limit, &cc[i]);
        for (int k = 0; k < NMIX; k++)
            exact += cc[i].exact[k], calls += 1e7;
    }
    print_counts(&c[0], cc);
    return 1e7 * exact / calls;
}
static void print_libm(const counters *c, const double *calls, double n)
{
    int any = 0;
    for (int l = 0; l < c->nlibm; l++)
        if (calls[l] > 0)
            printf("%s%s %.3g", any++ ? ", " : "", c->libm_name[l], calls[l] / n);
    if (any == 0)
        printf("none");
}

static void print_counts(const counters *c, const call_counts *cc)
{
    printf("\ncounting copies (default flags): calls of the exact path per 10^7 calls, "
           "and libm calls per call, on our fast path | by the reference\n");
    printf("%-44s", "function");
    for (int k = 0; k < NMIX; k++)
        printf(" %11s", mix_name[k]);
    printf("  libm\n");
    for (int i = 0; i < NFUN; i++) {
        printf("%-44s", row_label(i));
        for (int k = 0; k < NMIX; k++)
            printf(" %11.4g", cc[i].exact[k]);
        printf("  ");
        print_libm(c, cc[i].libm, cc[i].fast);
        printf(" | ");
        print_libm(c, cc[i].ref_libm, cc[i].ref);
        putchar('\n');
    }
}
static int compare_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *x, int n)
{
    qsort(x, (size_t)n, sizeof *x, compare_double);
    return x[n / 2];
}
/* ratio[i][k]: our median time over the reference's, function i, mix k */
static int measure(const char *label, char **lib, const mix *m, double ratio[NFUN][NMIX],
                   const timing *tm)
{
    const char *ours[NFUN], *ref[NFUN];
    callable f[NFUN], g[NFUN];
    for (int i = 0; i < NFUN; i++) {
        ours[i] = fun[i].ours;
        ref[i] = fun[i].ref;
    }
    if (load(lib[0], ours, NFUN, f) != 0)
        return -1;
    for (int i = 0; i < NFUN; i++)
        if (load(lib[fun[i].quadratic ? 2 : 1], ref + i, 1, g + i) != 0)
            return -1;
    printf("\n%s: ns per call, ours / reference (ratio), median of %d%s\n", label,
           tm->repeats,
           tm->repeats < REPEATS ? " (--quick: a sample, not a measurement)" : "");
    printf("%-44s", "function");
    for (int k = 0; k < NMIX; k++)
        printf(" %22s", mix_name[k]);
    putchar('\n');
    for (int i = 0; i < NFUN; i++) {
        printf("%-44s", row_label(i));
        for (int k = 0; k < NMIX; k++) {
            double a[REPEATS], b[REPEATS];
            for (int r = 0; r < tm->repeats; r++) {
                if (r % 2 == 0) {
                    a[r] = ns_per_call(f[i], fun[i].kind, fun[i].rule, &m[k], tm);
                    b[r] = ns_per_call(g[i], fun[i].kind, -1, &m[k], tm);
                } else {
                    b[r] = ns_per_call(g[i], fun[i].kind, -1, &m[k], tm);
                    a[r] = ns_per_call(f[i], fun[i].kind, fun[i].rule, &m[k], tm);
                }
            }
            const double ma = median(a, tm->repeats), mb = median(b, tm->repeats);
            ratio[i][k] = ma / mb;
            printf(" %6.1f %6.1f (%5.1fx)", ma, mb, ratio[i][k]);
        }
        putchar('\n');
        fflush(stdout);
    }
    return 0;
}
int main(int argc, char **argv)
{
    static mix m[NMIX];
    static double ratio[2][NFUN][NMIX];
    static call_counts cc[NFUN];
    timing tm = { REPEATS, 0.02 };
    if (argc > 1 && strcmp(argv[1], "--quick") == 0) {
        tm = (timing){ 1, 0 };
        argc--, argv++;
    }
    if (argc != 12) {
        fputs("usage: bench [--quick]"
              " COUNTING.so COUNTING-REF.so COUNTING-REF-QUADRATIC.so"
              " LABEL OURS.so REF.so REF-QUADRATIC.so"
              " LABEL OURS.so REF.so REF-QUADRATIC.so\n", stderr);
        return 2;
    }
    make_mixes(m);
    for (int b = 0; b < 2; b++)
        if (measure(argv[4 + 4 * b], argv + 5 + 4 * b, m, ratio[b], &tm) != 0)
            return 2;
    {
        const int limit = tm.repeats < REPEATS ? NPEAK : N;
        const double fallbacks = count_calls(argv + 1, m, limit, cc);
        double log_sum = 0;
        int worst = 0;
        for (int i = 0; i < NFUN; i++) {
            log_sum += log(ratio[0][i][0]);
            if (ratio[0][i][0] > ratio[0][worst][0])
                worst = i;
        }
        printf("\nbench: geomean ratio %.2f, worst ratio %.2f (%s), "
               "fallbacks %.3g per 10^7\n",
               exp(log_sum / NFUN), ratio[0][worst][0], row_label(worst), fallbacks);
    }
    return 0;
}
