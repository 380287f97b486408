/* Tangled from doc/oracle-impl.nw and doc/oracle-peak.nw; edit there, not here. */
#define _GNU_SOURCE                 /* MAP_ANONYMOUS, kill, nanosleep, fegetexcept */
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "oracle.h"
#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif

typedef struct {
    atomic_long current;           /* the case being evaluated; n when all are done */
    int found[ORC_NFUN];           /* filled in by the first child */
    unsigned load_effects;         /* what loading the library did (ORC_FX_*), ditto */
    int flags_observable;          /* raised exception flags can be read back, ditto */
    char message[512];             /* dlerror() of a failed dlopen */
} shared_state;

typedef struct {
    shared_state *state;
    double *value;                 /* the answers */
    unsigned char *answered;       /* 1 once value[k] is written */
    unsigned char *effects;        /* the side effects of each call */
    unsigned char *errno_set;      /* the errno it left, if it wrote one */
    size_t bytes;
} shared_memory;

static int share(shared_memory *m, size_t n)
{
    m->bytes = sizeof *m->state + n * (sizeof *m->value + 3);
    void *p = mmap(NULL, m->bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
                   -1, 0);
    if (p == MAP_FAILED)
        return -1;
    m->state = p;
    m->value = (double *)(m->state + 1);
    m->answered = (unsigned char *)(m->value + n);
    m->effects = m->answered + n;
    m->errno_set = m->effects + n;
    return 0;
}
typedef double (*d1)(double);
typedef double (*d2)(double, double);
typedef double (*d3)(double, double, double);
typedef double (*d4)(double, double, double, double);
typedef double (*d5)(double, double, double, double, double);
typedef double (*d6)(double, double, double, double, double, double);
typedef float (*f1)(float);
typedef float (*f2)(float, float);
typedef float (*f3)(float, float, float);
typedef float (*f4)(float, float, float, float);
typedef float (*f5)(float, float, float, float, float);
typedef float (*f6)(float, float, float, float, float, float);
typedef int (*i2)(double, double);                 /* the static-peak predicates */
typedef int (*i2f)(float, float);

typedef void (*any_fn)(void);
typedef double (*dp4)(double, double, double, double, double *);
typedef double (*dp5)(double, double, double, double, double, double *);
typedef float (*fp4)(float, float, float, float, float *);
typedef float (*fp5)(float, float, float, float, float, float *);

typedef double (*dp2)(double, double, double *);
typedef double (*dp3)(double, double, double, double *);
typedef float (*fp2)(float, float, float *);
typedef float (*fp3)(float, float, float, float *);

static double call_short_peak(any_fn sym, const double *a, int n, int at_, int is_float)
{
    double v = NAN, at = nan("0x5eb");                   /* the sentinel */
    float vf = NAN, atf = nanf("0x5eb");
    if (!is_float)
        v = n == 2 ? ((dp2)sym)(a[0], a[1], &at) : ((dp3)sym)(a[0], a[1], a[2], &at);
    else {
        vf = n == 2 ? ((fp2)sym)((float)a[0], (float)a[1], &atf)
                    : ((fp3)sym)((float)a[0], (float)a[1], (float)a[2], &atf);
        v = vf, at = atf;
    }
    return at_ ? at : v;
}
static double call_peak(any_fn sym, const double *a, int n, int at_, int is_float)
{
    double v = NAN, at = nan("0x5eb");                   /* the sentinel */
    float vf = NAN, atf = nanf("0x5eb");
    if (n <= 3)                          /* the static peaks: (mu_s, mu_k[, one], ptr) */
        return call_short_peak(sym, a, n, at_, is_float);
    if (!is_float && n == 4)
        v = ((dp4)sym)(a[0], a[1], a[2], a[3], &at);
    else if (!is_float && n == 5)
        v = ((dp5)sym)(a[0], a[1], a[2], a[3], a[4], &at);
    else if (n == 4)
        vf = ((fp4)sym)((float)a[0], (float)a[1], (float)a[2], (float)a[3], &atf);
    else if (n == 5)
        vf = ((fp5)sym)((float)a[0], (float)a[1], (float)a[2], (float)a[3], (float)a[4],
                        &atf);
    if (is_float)
        v = vf, at = atf;
    return at_ ? at : v;
}
#define OUT_CALLS(T, P) \
    switch (n) { \
    case 1: ((void (*)(T, T *))sym)(P(0), &o); break; \
    case 2: ((void (*)(T, T, T *))sym)(P(0), P(1), &o); break; \
    case 3: ((void (*)(T, T, T, T *))sym)(P(0), P(1), P(2), &o); break; \
    case 4: ((void (*)(T, T, T, T, T *))sym)(P(0), P(1), P(2), P(3), &o); break; \
    case 5: ((void (*)(T, T, T, T, T, T *))sym)(P(0), P(1), P(2), P(3), P(4), &o); \
            break; \
    case 6: ((void (*)(T, T, T, T, T, T, T *))sym)(P(0), P(1), P(2), P(3), P(4), P(5), \
                                                  &o); break; \
    }
#define D(i) (a[i])
#define F(i) ((float)a[i])
static double call_out(any_fn sym, const double *a, int n, int is_float)
{
    if (is_float) {
        float o = nanf("0x5eb");                                  /* the sentinel */
        OUT_CALLS(float, F)
        return o;
    }
    double o = nan("0x5eb");
    OUT_CALLS(double, D)
    return o;
}
#undef D
#undef F
#undef OUT_CALLS
typedef void (*dlag)(const double *, const double *, const double *, const double *,
                     double, double *, double *);
typedef void (*dgrad)(const double *, const double *, const double *, double, double *,
                      double *);
typedef double (*dpot)(const double *, const double *, const double *, double);
typedef void (*flag)(const float *, const float *, const float *, const float *, float,
                     float *, float *);
typedef void (*fgrad)(const float *, const float *, const float *, float, float *,
                      float *);
typedef float (*fpot)(const float *, const float *, const float *, float);
static double call_law(any_fn sym, const orc_case *c, int is_float)
{
    const int law = orc_law(c->fn), n = orc_fn[c->fn].nargs;
    double x[8], out[5];
    float xf[8], of[5];
    for (int i = 0; i < 8; i++)
        xf[i] = (float)(x[i] = i < n - 1 ? c->x[i] : 0);
    for (int i = 0; i < 5; i++)
        out[i] = nan("0x5eb"), of[i] = nanf("0x5eb");        /* the sentinel */
    if (law == ORC_LAW_POTENTIAL)
        return is_float ? (double)((fpot)sym)(xf, xf + 2, xf + 4, (float)c->x[6])
                        : ((dpot)sym)(x, x + 2, x + 4, c->x[6]);
    if (law == ORC_LAW_LAGGED && is_float)
        ((flag)sym)(xf, xf + 2, xf + 4, xf + 6, (float)c->x[8], of, of + 2);
    else if (law == ORC_LAW_LAGGED)
        ((dlag)sym)(x, x + 2, x + 4, x + 6, c->x[8], out, out + 2);
    else if (is_float)
        ((fgrad)sym)(xf, xf + 2, xf + 4, (float)c->x[6], of, of + 2);
    else
        ((dgrad)sym)(x, x + 2, x + 4, c->x[6], out, out + 2);
    return is_float ? (double)of[orc_law_output(c->fn)] : out[orc_law_output(c->fn)];
}

static double call(any_fn sym, const orc_binding *b, const orc_case *c, int is_float)
{
    double a[ORC_MAX_ARGS];
    if (orc_law(c->fn) >= 0)
        return call_law(sym, c, is_float);
    for (int i = 0; i < b->nargs; i++) {
        const double y2 = is_float ? (double)((float)c->y * (float)c->y) : c->y * c->y;
        const double pick[ORC_NARG] = { c->y, y2, c->eps, c->mu_s, c->mu_k, 1.0,
                                        c->x[0], c->x[1], c->x[2], c->x[3], c->x[4],
                                        c->x[5], c->x[6], c->x[7], c->x[8], 0 };
        a[i] = pick[b->arg[i]];
    }
    if (b->arg[b->nargs - 1] == ORC_ARG_OUT && !orc_named_args(c->fn))   /* a map's out */
        return call_out(sym, a, b->nargs - 1, is_float);
    if (b->arg[b->nargs - 1] == ORC_ARG_OUT)                           /* the peak */
        return call_peak(sym, a, b->nargs - 1, orc_is_peak(c->fn) == 2, is_float);
    if (orc_is_predicate(c->fn))               /* int f(mu_s, mu_k), nothing else */
        return is_float ? ((i2f)sym)((float)a[0], (float)a[1]) : ((i2)sym)(a[0], a[1]);
    #define F(i) ((float)a[i])
    if (!is_float)
        switch (b->nargs) {
        case 1: return ((d1)sym)(a[0]);
        case 2: return ((d2)sym)(a[0], a[1]);
        case 3: return ((d3)sym)(a[0], a[1], a[2]);
        case 4: return ((d4)sym)(a[0], a[1], a[2], a[3]);
        case 5: return ((d5)sym)(a[0], a[1], a[2], a[3], a[4]);
        case 6: return ((d6)sym)(a[0], a[1], a[2], a[3], a[4], a[5]);
        }
    else
        switch (b->nargs) {
        case 1: return ((f1)sym)(F(0));
        case 2: return ((f2)sym)(F(0), F(1));
        case 3: return ((f3)sym)(F(0), F(1), F(2));
        case 4: return ((f4)sym)(F(0), F(1), F(2), F(3));
        case 5: return ((f5)sym)(F(0), F(1), F(2), F(3), F(4));
        case 6: return ((f6)sym)(F(0), F(1), F(2), F(3), F(4), F(5));
        }
    #undef F
    return NAN;
}
enum { ERRNO_UNTOUCHED = -4242 };
typedef struct { int round, traps; unsigned flush; } fp_state;

static fp_state fp_now(void)
{
    fp_state f = { fegetround(), 0, 0 };
#ifdef __GLIBC__
    f.traps = fegetexcept();
#endif
#if defined(__x86_64__) || defined(__i386__)
    f.flush = _mm_getcsr() & 0x8040u;             /* flush-to-zero, denormals-are-zero */
#endif
    return f;
}

static unsigned fp_changes(fp_state a, fp_state b)
{
    return (a.round != b.round ? ORC_FX_ROUNDING : 0u)
           | (a.traps != b.traps ? ORC_FX_TRAPS : 0u)
           | (a.flush != b.flush ? ORC_FX_FLUSH : 0u);
}
static int flags_observable(void)
{
    int raised, cleared;
    feclearexcept(FE_ALL_EXCEPT);
    feraiseexcept(FE_ALL_EXCEPT);
    raised = fetestexcept(FE_ALL_EXCEPT);
    feclearexcept(FE_ALL_EXCEPT);
    cleared = fetestexcept(FE_ALL_EXCEPT);
    return raised == FE_ALL_EXCEPT && cleared == 0;
}
static double watched_call(any_fn sym, const orc_binding *b, const orc_case *c,
                           int is_float, int preset, unsigned char *effects,
                           unsigned char *errno_set)
{
    static const fp_state clean = { FE_TONEAREST, 0, 0 };
    double v;
    int e, flags;
    unsigned fx;
    fesetenv(FE_DFL_ENV);
    if (preset == 1)
        feraiseexcept(FE_ALL_EXCEPT);
    errno = ERRNO_UNTOUCHED;
    v = call(sym, b, c, is_float);
    e = errno;
    flags = fetestexcept(FE_ALL_EXCEPT);
    fx = fp_changes(clean, fp_now());
    fesetenv(FE_DFL_ENV);
    if (preset == 1 && flags != FE_ALL_EXCEPT)
        fx |= ORC_FX_CLEARED;
    if (preset == 0 && (flags & FE_INVALID) && !isnan(v))
        fx |= ORC_FX_INVALID;
    if (preset == 0 && (flags & FE_DIVBYZERO) && isfinite(v))
        fx |= ORC_FX_DIVBYZERO;
    if (e != ERRNO_UNTOUCHED) {
        fx |= ORC_FX_ERRNO;
        *errno_set = (unsigned char)(e < 0 || e > 255 ? 255 : e);
    }
    *effects = (unsigned char)fx;
    return v;
}
static void *open_library(const char *path, const orc_binding b[ORC_NFUN],
                          any_fn sym[ORC_NFUN], shared_state *s)
{
    void *h;
    fp_state before;
    dup2(2, 1);                         /* what the library prints goes to stderr */
    fesetenv(FE_DFL_ENV);
    s->flags_observable = flags_observable();
    before = fp_now();
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    s->load_effects = fp_changes(before, fp_now());
    if (h == NULL) {
        snprintf(s->message, sizeof s->message, "%s", dlerror());
        _exit(3);
    }
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        void *p = dlsym(h, b[fn].symbol);
        memcpy(&sym[fn], &p, sizeof p);
        s->found[fn] = p != NULL;
    }
    return h;
}

static void child(const char *path, const orc_binding b[ORC_NFUN], int is_float,
                  const orc_cases *cs, size_t from, shared_memory *m)
{
    any_fn sym[ORC_NFUN];
    unsigned calls[ORC_NFUN] = { 0 };
    open_library(path, b, sym, m->state);
    for (size_t k = from; k < cs->n; k++) {
        const orc_case *c = &cs->c[k];
        if (c->status != ORC_PENDING || sym[c->fn] == NULL)
            continue;
        const int preset = m->state->flags_observable ? (int)(calls[c->fn]++ & 1) : -1;
        atomic_store(&m->state->current, (long)k);
        m->value[k] = watched_call(sym[c->fn], &b[c->fn], c, is_float, preset,
                                   &m->effects[k], &m->errno_set[k]);
        m->answered[k] = 1;
    }
    atomic_store(&m->state->current, (long)cs->n);
    _exit(0);
}
enum { CHILD_FINISHED, CHILD_SIGNALLED, CHILD_EXITED, CHILD_HUNG };

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int watch(pid_t pid, shared_state *s, long n, double timeout, int *code)
{
    long last = -2;
    double since = now(), report = now() + 2;
    for (;;) {
        int st;
        const pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid) {
            *code = WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st);
            return WIFSIGNALED(st) ? CHILD_SIGNALLED
                 : atomic_load(&s->current) == n && *code == 0 ? CHILD_FINISHED
                 : CHILD_EXITED;
        }
        const long cur = atomic_load(&s->current);
        if (cur != last) {
            last = cur;
            since = now();
        } else if (now() - since > timeout) {
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            *code = 0;
            return CHILD_HUNG;
        }
        if (now() > report) {
            fprintf(stderr, "oracle: evaluated %ld of %ld cases\n", cur < 0 ? 0 : cur, n);
            report = now() + 2;
        }
        nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
    }
}
static pid_t start_child(const char *path, const orc_binding b[ORC_NFUN], int is_float,
                         const orc_cases *cs, size_t from, shared_memory *m, int probe,
                         int log_fd)
{
    pid_t pid;
    fflush(NULL);                  /* else a library that calls exit() prints it again */
    pid = fork();
    if (pid == 0) {
        if (log_fd >= 0)
            dup2(log_fd, 2);       /* and open_library sends stdout after it */
        if (probe) {
            any_fn sym[ORC_NFUN];
            open_library(path, b, sym, m->state);
            atomic_store(&m->state->current, 0);
            _exit(0);
        }
        child(path, b, is_float, cs, from, m);
    }
    return pid;
}
static off_t log_size(int fd)
{
    struct stat sb;
    return fd >= 0 && fstat(fd, &sb) == 0 ? sb.st_size : 0;
}

static void last_line(int fd, off_t from, char out[160])
{
    char buf[4096], *line;
    const off_t end = log_size(fd);
    const off_t start = end - from > 4095 ? end - 4095 : from;
    ssize_t n = fd >= 0 && end > from ? pread(fd, buf, (size_t)(end - start), start) : 0;
    while (n > 0 && isspace((unsigned char)buf[n - 1]))
        n--;
    buf[n > 0 ? n : 0] = '\0';
    line = strrchr(buf, '\n') ? strrchr(buf, '\n') + 1 : buf;
    for (char *p = line; *p; p++)
        if (!isprint((unsigned char)*p))
            *p = '?';
    snprintf(out, 160, "%.159s", line);
}
int orc_run_library(const char *path, const orc_binding b[ORC_NFUN], int is_float,
                    double timeout, orc_cases *cs, int found[ORC_NFUN],
                    orc_run_info *info, FILE *err)
{
    shared_memory m;
    int code, how, any = 0, stops[ORC_NFUN] = { 0 };
    pid_t pid;
    if (share(&m, cs->n) != 0) {
        fprintf(err, "oracle: cannot map shared memory: %s\n", strerror(errno));
        return 2;
    }
    atomic_store(&m.state->current, -1);
    pid = start_child(path, b, is_float, cs, 0, &m, 1, info->log_fd);
    how = pid < 0 ? CHILD_EXITED : watch(pid, m.state, 0, timeout, &code);
    if (how != CHILD_FINISHED) {
        if (how == CHILD_EXITED && code == 3)
            fprintf(err, "oracle: cannot load %s: %s\n", path, m.state->message);
        else
            fprintf(err, "oracle: loading %s %s\n", path,
                    how == CHILD_SIGNALLED ? "crashed"
                    : how == CHILD_HUNG ? "hung" : "failed");
        munmap(m.state, m.bytes);
        return 2;
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        any |= found[fn] = m.state->found[fn];
    info->load_effects = m.state->load_effects;
    info->flags_unobservable = !m.state->flags_observable;
    {
        int misspelt = 0;
        for (int fn = 0; fn < ORC_NFUN; fn++)
            if (b[fn].line > 0 && !found[fn] && orc_is_peak(fn) != 2
                && !(orc_law(fn) >= 0 && orc_law_output(fn) > 0)) {
                fprintf(err, "%s:%ld: symbol '%s' not found in %s\n", b[fn].map, b[fn].line,
                        b[fn].symbol, path);
                misspelt++;
            }
        if (misspelt) {
            munmap(m.state, m.bytes);
            return 2;
        }
    }
    if (!any) {
        fprintf(err, "oracle: %s exports none of the %d functions under the expected"
                     " names (a map file names other symbols: MAP=file)\n", path, ORC_NFUN);
        munmap(m.state, m.bytes);
        return 2;
    }
    for (size_t k = 0; k < cs->n; k++) {
        orc_case *c = &cs->c[k];
        const int cover = b[c->fn].cover;
        const double eps = orc_family(c->fn) == ORC_STRIBECK ? c->x[4] : c->eps;
        if (c->status != ORC_PENDING)
            continue;
        if (!found[c->fn])
            c->status = ORC_MISSING;
        else if ((cover == ORC_COVER_STICKING && !(c->y < eps))
                 || (cover == ORC_COVER_SLIDING && !(c->y >= eps))
                 || (b[c->fn].positive && !(c->y > 0)))
            c->status = ORC_UNCOVERED;
    }
    for (size_t from = 0; from < cs->n; ) {
        const off_t logged = log_size(info->log_fd);
        atomic_store(&m.state->current, (long)from - 1);
        if ((pid = start_child(path, b, is_float, cs, from, &m, 0, info->log_fd)) < 0)
            break;
        how = watch(pid, m.state, (long)cs->n, timeout, &code);
        if (how == CHILD_FINISHED)
            break;
        {
            const long k = atomic_load(&m.state->current);
            if (k < (long)from || k >= (long)cs->n)
                break;              /* died outside any call: the rest stay unanswered */
            cs->c[k].status = (signed char)(how == CHILD_SIGNALLED ? ORC_CRASHED
                                            : how == CHILD_HUNG ? ORC_HUNG : ORC_EXITED);
            cs->c[k].code = (signed char)code;
            if (info->message[cs->c[k].fn][0] == '\0')
                last_line(info->log_fd, logged, info->message[cs->c[k].fn]);
            if (++stops[cs->c[k].fn] == (how == CHILD_HUNG ? 3 : 20))
                for (size_t j = (size_t)k + 1; j < cs->n; j++)
                    if (cs->c[j].fn == cs->c[k].fn && cs->c[j].status == ORC_PENDING)
                        cs->c[j].status = ORC_GAVE_UP;
            from = (size_t)k + 1;
        }
    }
    for (size_t k = 0; k < cs->n; k++)
        if (cs->c[k].status == ORC_PENDING) {
            cs->c[k].got = m.answered[k] ? m.value[k] : NAN;
            cs->c[k].status = (signed char)(m.answered[k] ? ORC_DONE : ORC_CRASHED);
            cs->c[k].effects = m.answered[k] ? m.effects[k] : 0;
            cs->c[k].errno_set = m.errno_set[k];
        }
    munmap(m.state, m.bytes);
    return 0;
}
