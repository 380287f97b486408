/* Tangled from doc/oracle-impl.nw; edit there, not here. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "family.h"

enum { DIAGNOSED_PER_BATCH = 2048 };
static void judge_all(orc_cases *cs, const orc_tables *t, const orc_rule *r,
                      orc_fit fit[ORC_NFUN])
{
    const long n = (long)cs->n;
    long *pick = malloc((cs->n + 1) * sizeof *pick), npick = 0, taken[ORC_NFUN] = { 0 };
#pragma omp parallel for schedule(dynamic, 256)
    for (long k = 0; k < n; k++)
        orc_judge(&cs->c[k], t, r);
    for (long k = 0; pick && k < n; k++)
        if (cs->c[k].diag == ORC_D_UNDIAGNOSED
            && taken[cs->c[k].fn]++ < DIAGNOSED_PER_BATCH)
            pick[npick++] = k;
#pragma omp parallel for schedule(dynamic, 16)
    for (long i = 0; i < npick; i++)
        orc_diagnose(&cs->c[pick[i]], t, r);
    free(pick);
    orc_resolve_diagnoses(cs->c, cs->n);
    orc_fit_diagnoses(cs->c, cs->n, t, r, fit);
}
static void judge_side_effects(orc_cases *cs, const orc_rule *r)
{
    const double tiny = r->is_float ? FLT_MIN : DBL_MIN;
    for (size_t k = 0; k < cs->n; k++) {
        orc_case *c = &cs->c[k];
        const int range_error = !orc_is_predicate(c->fn)
                                && (isinf(c->got) || fabs(c->got) < tiny);
        if ((c->effects & ORC_FX_ERRNO)
            && ((c->errno_set == EDOM && c->region == ORC_OUTSIDE)
                || (c->errno_set == ERANGE && range_error)))
            c->effects &= (unsigned char)~ORC_FX_ERRNO;
        if (c->region == ORC_OUTSIDE)
            c->effects &= (unsigned char)~(ORC_FX_INVALID | ORC_FX_DIVBYZERO);
        if ((c->effects & ORC_FX_ENVIRONMENT) && c->status == ORC_DONE
            && c->verdict != ORC_FAIL) {
            c->verdict = ORC_FAIL;
            c->diag = ORC_D_ENVIRONMENT;
        }
    }
}
typedef struct {
    long counted, failed, noted, noted_failed, missing, uncovered, given_up;
    long outside, outside_nan, outside_crashed;
    double max_ulp, max_scaled;
    orc_case worst, first_noted;
    int has_worst, has_noted;
    long diag[ORC_NDIAG], noted_diag[ORC_NDIAG];
    orc_unexplained unexplained;   /* where its unexplained failures lie */
    long piece[QFUN_MAX_PIECES], set[ORC_NSET];
    orc_case *listed;              /* the first failures, at most `errors` */
    int nlisted;
    long effect[ORC_NFX];          /* calls with each side effect */
    orc_case first_effect[ORC_NFX];
} fn_stats;

typedef struct {
    fn_stats f[ORC_NFUN];
    long cases;
    orc_run_info run;              /* what loading the library did; could flags be
                                      seen? */
    uint64_t checked;              /* bit fn: function fn's family is judged */
    orc_fit fit[ORC_NFUN];         /* what the fits found, function by function */
} run_stats;
static void note_case(fn_stats *s, const orc_case *c, int errors)
{
    for (int i = 0; i < ORC_NFX; i++)
        if (c->effects >> i & 1 && s->effect[i]++ == 0)
            s->first_effect[i] = *c;
    if (c->status == ORC_MISSING) {
        s->missing++;
        return;
    }
    if (c->status == ORC_UNCOVERED || c->status == ORC_GAVE_UP) {
        s->uncovered += c->status == ORC_UNCOVERED;
        s->given_up += c->status == ORC_GAVE_UP;
        return;
    }
    if (c->region == ORC_OUTSIDE) {
        s->outside++;
        s->outside_nan += c->status == ORC_DONE
                          && (orc_is_predicate(c->fn) ? c->got == -1 : isnan(c->got));
        s->outside_crashed += c->status != ORC_DONE;
    }
    if (c->piece >= 0)
        s->piece[c->piece]++;
    s->set[c->set]++;
    if (c->verdict == ORC_NOTED) {
        s->noted++;
        if (c->region != ORC_OUTSIDE && c->diag != ORC_D_NONE) {
            s->noted_failed++;
            s->noted_diag[c->diag]++;
            if (!s->has_noted) {
                s->first_noted = *c;
                s->has_noted = 1;
            }
        }
        return;
    }
    s->counted++;
    if (!isnan(c->ulps) && c->ulps > s->max_ulp)
        s->max_ulp = c->ulps;
    if (!isnan(c->scaled) && c->scaled > s->max_scaled)
        s->max_scaled = c->scaled;
    if (!s->has_worst || (c->verdict == ORC_FAIL && s->worst.verdict != ORC_FAIL)
        || (c->verdict == s->worst.verdict && c->scaled > s->worst.scaled)) {
        s->worst = *c;
        s->has_worst = 1;
    }
    if (c->verdict == ORC_FAIL) {
        s->failed++;
        s->diag[c->diag]++;
        if (c->diag == ORC_D_WRONG)
            orc_note_unexplained(&s->unexplained, c);
        if (s->nlisted < errors)
            s->listed[s->nlisted++] = *c;
    }
}
static void accumulate(run_stats *st, const orc_cases *cs, int errors)
{
    for (size_t k = 0; k < cs->n; k++)
        note_case(&st->f[cs->c[k].fn], &cs->c[k], errors);
    st->cases += (long)cs->n;
}

static int most_frequent(const long *count)    /* undiagnosed only if nothing else */
{
    int best = 0;
    for (int d = 1; d < ORC_NDIAG; d++)
        if (count[d] > count[best] && (d != ORC_D_UNDIAGNOSED || best == 0))
            best = d;
    return best;
}
static void print_value(const char *label, double x)
{
    printf(" %s=", label);
    if (isnan(x))
        fputs("nan", stdout);
    else
        printf("%a", x);
}

static void print_inputs(const orc_case *c)
{
    if (c->line > 0)
        printf("  line %ld:", c->line);
    printf("  %s(", orc_fn[c->fn].name);
    for (int i = 0; i < orc_fn[c->fn].nargs; i++)
        print_value(orc_fn[c->fn].arg[i], c->x[i]);
    if (orc_named_args(c->fn)) {
        fputs(" )\n", stdout);
        return;
    }
    print_value("y", c->y);
    print_value("eps_v", c->eps);
    if (orc_fn[c->fn].blend) {
        print_value("mu_s", c->mu_s);
        print_value("mu_k", c->mu_k);
    }
    fputs(" )\n", stdout);
}
static void print_failure(const orc_case *c)
{
    print_inputs(c);
    if (c->status != ORC_DONE)
        printf("      %s (%s %d)\n", orc_diag_text[c->diag],
               c->status == ORC_CRASHED ? "signal"
               : c->status == ORC_EXITED ? "status" : "after",
               c->status == ORC_HUNG ? 0 : c->code);
    else {
        fputs("     ", stdout);
        if (orc_is_predicate(c->fn))                  /* an int answer */
            printf(" got=%g exact=%g", c->got, c->expected);
        else {
            print_value("got", c->got);
            print_value("exact", c->expected);
        }
        printf("  ulps %.3g scaled %.3g: %s\n", c->ulps, c->scaled,
               orc_diag_text[c->diag]);
    }
}
static int name_width(const run_stats *st)
{
    int w = (int) strlen("function");
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if ((st->checked >> fn & 1) && (int) strlen(orc_fn[fn].name) > w)
            w = (int) strlen(orc_fn[fn].name);
    return w;
}
static void print_table(const run_stats *st, const int found[ORC_NFUN],
                        const orc_binding b[ORC_NFUN])
{
    const int w = name_width(st);
    printf("%-*s %8s %7s %9s %10s  %s\n", w, "function", "cases", "failed", "max ulp",
           "max scaled", "verdict");
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const fn_stats *s = &st->f[fn];
        if (!(st->checked >> fn & 1))
            continue;                             /* a family left out with --family */
        if (!found[fn]) {
            printf("%-*s %8s %7s %9s %10s  missing (%s%s): skipped\n", w, orc_fn[fn].name,
                   "-", "-", "-", "-", b ? "no symbol " : "no values",
                   b ? b[fn].symbol : "");
            continue;
        }
        printf("%-*s %8ld %7ld %9.3g %10.3g  ", w, orc_fn[fn].name, s->counted, s->failed,
               s->max_ulp, s->max_scaled);
        if (s->failed == 0)
            puts("ok");
        else {
            const int d = most_frequent(s->diag);
            const long seen = s->failed - s->diag[ORC_D_UNDIAGNOSED];
            printf("%s (%ld of %ld%s)\n", orc_diag_text[d], s->diag[d],
                   seen ? seen : s->failed, seen < s->failed ? " diagnosed" : "");
            orc_print_diagnosis_notes(stdout, fn, &st->fit[fn], &s->unexplained);
        }
    }
}
static void print_coverage(const run_stats *st, const int found[ORC_NFUN])
{
    static const char *const set_name[ORC_NSET] = { "grid", "y=0", "breakpoints",
                                                    "zeros", "random", "extreme",
                                                    "outside", "file" };
    puts("\ncoverage: cases per piece (sticking first), and by where the inputs"
         " came from");
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const fn_stats *s = &st->f[fn];
        if (!found[fn])
            continue;
        printf("  %-*s", name_width(st), orc_fn[fn].name);
        for (int i = 0; i < QFUN_MAX_PIECES && (i < 2 || s->piece[i] > 0); i++)
            if (orc_named_args(fn) && orc_family(fn) != ORC_STRIBECK)
                printf(" %7s", "-");                  /* no pieces */
            else
                printf(" %7ld", s->piece[i]);
        fputs("  |", stdout);
        for (int k = 0; k < ORC_NSET; k++)
            if (s->set[k] > 0)
                printf(" %s %ld", set_name[k], s->set[k]);
        if (s->uncovered > 0)
            printf(" uncovered %ld", s->uncovered);
        if (s->missing > 0)
            printf(" without a value %ld", s->missing);
        if (s->given_up > 0)
            printf(" not evaluated after repeated crashes or hangs %ld", s->given_up);
        putchar('\n');
    }
}
static void print_noted(const run_stats *st, const orc_rule *r)
{
    long noted = 0, differ = 0, outside = 0, nan = 0, crashed = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        noted += st->f[fn].noted - st->f[fn].outside;
        differ += st->f[fn].noted_failed;
        outside += st->f[fn].outside;
        nan += st->f[fn].outside_nan;
        crashed += st->f[fn].outside_crashed;
    }
    if (!r->strict && !r->full_range) {
        printf("\nextreme range: %ld cases, %ld outside the rule (not counted; RANGE=full"
               " counts them)\n", noted, differ);
        for (int fn = 0; fn < ORC_NFUN; fn++)
            if (st->f[fn].has_noted) {
                printf("  %s: %ld, mostly %s; e.g.\n", orc_fn[fn].name,
                       st->f[fn].noted_failed,
                       orc_diag_text[most_frequent(st->f[fn].noted_diag)]);
                print_failure(&st->f[fn].first_noted);
            }
    }
    if (!r->strict)
        printf("\noutside the domain: %ld cases: %ld NaN (or -1), %ld numbers, %ld"
               " crashed or hung (not counted; STRICT=1 requires NaN, or -1 from a"
               " predicate)\n",
               outside, nan,
               outside - nan - crashed, crashed);
}
static void print_failures(const run_stats *st, int errors)
{
    long total = 0;
    int shown = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        total += st->f[fn].failed;
    if (total == 0 || errors == 0)
        return;
    printf("\nfailures (%ld in all; ERRORS=N lists more):\n", total);
    for (int i = 0; shown < errors && i < errors; i++)
        for (int fn = 0; fn < ORC_NFUN && shown < errors; fn++)
            if (i < st->f[fn].nlisted) {
                print_failure(&st->f[fn].listed[i]);
                shown++;
            }
}

static void print_worst(const run_stats *st, const int found[ORC_NFUN])
{
    puts("\nworst case of each function (largest scaled error):");
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (found[fn] && st->f[fn].has_worst)
            print_failure(&st->f[fn].worst);
}
static void print_variant_hint(const run_stats *st, const orc_rule *r)
{
    long diagnosed = 0, other = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (orc_fn[fn].blend) {
            diagnosed += st->f[fn].failed - st->f[fn].diag[ORC_D_UNDIAGNOSED];
            other += st->f[fn].diag[ORC_D_OTHER_BLEND];
        }
    if (diagnosed > 0 && other == diagnosed)
        printf("\nnote: every failure of the blend functions matches the %s blend%s: try"
               " VARIANT=%s\n", blend_name[1 - r->variant],
               r->variant == BLEND_CUBIC
               ? " (IPC Toolkit >= 1.4 ships it under these names)"
               : " (the documentation's)", blend_name[1 - r->variant]);
}
static const char *const effect_text[ORC_NFX] = {
    "left the rounding mode changed", "enabled a floating-point trap",
    "turned on flush-to-zero or denormals-are-zero",
    "cleared exception flags its caller had raised",
    "wrote errno (reported, not counted)",
    "raised the invalid flag while returning a number (reported, not counted)",
    "raised the divide-by-zero flag with a finite result (reported, not counted)",
};

static void print_load_effects(unsigned fx)
{
    const char *sep = ":";
    printf("  loading the library changed the floating-point environment (a failure)");
    for (int i = 0; i < ORC_NFX; i++)
        if (fx >> i & 1) {
            printf("%s %s", sep, effect_text[i]);
            sep = ";";
        }
    puts(fx & ORC_FX_FLUSH ? " (as a library built with -ffast-math does)" : "");
}
static void print_side_effects(const run_stats *st, const int found[ORC_NFUN])
{
    int any = st->run.load_effects != 0;
    puts("\nside effects (rounding mode, traps, flush-to-zero and errno compared after"
         " every call,\nexception flags after every other call; a changed environment"
         " fails the call):");
    if (st->run.flags_unobservable)
        puts("  (exception flags could not be read back on this machine, an emulator"
             " such as valgrind?:\n  they were not compared)");
    if (st->run.load_effects)
        print_load_effects(st->run.load_effects);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        for (int i = 0; found[fn] && i < ORC_NFX; i++)
            if (st->f[fn].effect[i] > 0) {
                const orc_case *c = &st->f[fn].first_effect[i];
                any = 1;
                printf("  %s %s: %ld calls; e.g.\n", orc_fn[fn].name, effect_text[i],
                       st->f[fn].effect[i]);
                print_inputs(c);
                if (1u << i == ORC_FX_ERRNO)
                    printf("      errno = %d (%s)\n", c->errno_set,
                           strerror(c->errno_set));
            }
    if (!any)
        puts("  none");
}
static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
static void print_heading(const orc_options *o, const char *what)
{
    printf("oracle: %s against the %s blend%s, %s\n", what, blend_name[o->rule.variant],
           o->rule.variant == BLEND_CUBIC ? " (IPC documentation)"
                                          : " (IPC Toolkit >= 1.4)",
           o->rule.is_float ? "binary32" : "binary64");
    if (o->rule.strict)
        puts("rule: correctly rounded (STRICT=1); every range and the domain counted");
    else
        printf("rule: within %g ulps or %g u S; %s range counted\n", o->rule.ulps,
               o->rule.scaled, o->rule.full_range ? "the full" : "the working");
    if (!o->values)
        printf("inputs: level %d, seed %llu\n", o->level, (unsigned long long)o->seed);
    if (o->families != (1u << ORC_NFAMILY) - 1) {
        fputs("families:", stdout);
        for (int f = 0; f < ORC_NFAMILY; f++)
            if (o->families >> f & 1)
                printf(" %s", orc_families[f].name);
        puts(" (the others left out with --family)");
    }
    putchar('\n');
}
static int check_library(const orc_options *o, const orc_tables *t,
                         const orc_binding b[ORC_NFUN], run_stats *st,
                         int found[ORC_NFUN])
{
    const orc_point_spec spec = { o->rule.variant, o->rule.is_float, o->level, o->seed,
                                  st->checked };
    const size_t total = orc_random_per_function(o->level), chunk = 40000;
    uint64_t state = o->seed;
    char path[4096];
    snprintf(path, sizeof path, "%s%s", strchr(o->impl, '/') ? "" : "./", o->impl);
    for (size_t done = 0, first = 1; first || done < total; first = 0) {
        orc_cases cs = { NULL, 0, 0 };
        const size_t n = total - done < chunk ? total - done : chunk;
        if (first)
            orc_fixed_points(&cs, t, &spec);
        orc_random_points(&cs, &spec, &state, n);
        done += n;
        if (orc_run_library(path, b, o->rule.is_float, o->timeout, &cs, found, &st->run,
                            stderr) != 0) {
            free(cs.c);
            return 2;
        }
        judge_all(&cs, t, &o->rule, st->fit);
        judge_side_effects(&cs, &o->rule);
        accumulate(st, &cs, o->errors);
        free(cs.c);
        if (total > chunk)
            fprintf(stderr, "oracle: %zu of %zu random draws per function judged\n", done,
                    total);
    }
    return 0;
}
static int check_values(const orc_options *o, const orc_tables *t, run_stats *st,
                        int found[ORC_NFUN])
{
    orc_cases cs = { NULL, 0, 0 };
    int any = 0;
    if (orc_read_values(o->values, &cs, o->rule.is_float, stderr) != 0) {
        free(cs.c);
        return 2;
    }
    for (size_t k = 0; k < cs.n; k++)
        if (!(st->checked >> cs.c[k].fn & 1))
            cs.c[k].status = ORC_MISSING;
        else if (cs.c[k].status == ORC_DONE)
            any = found[cs.c[k].fn] = 1;
    if (!any) {
        fprintf(stderr, "%s: no values at all: append a value column filled in by the"
                        " implementation\n", o->values);
        free(cs.c);
        return 2;
    }
    judge_all(&cs, t, &o->rule, st->fit);
    accumulate(st, &cs, o->errors);
    free(cs.c);
    return 0;
}
static int check_implementation(const orc_options *o, const orc_tables *t)
{
    orc_binding b[ORC_NFUN];
    run_stats *st = calloc(1, sizeof *st);
    int found[ORC_NFUN] = { 0 }, status;
    long passed = 0, failed = 0;
    const double start = seconds();
    orc_default_bindings(b);
    if (st == NULL || (o->map && orc_read_map(o->map, b, stderr) != 0)) {
        free(st);
        return 2;
    }
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        st->f[fn].listed = malloc(((size_t)o->errors + 1) * sizeof(orc_case));
        if (o->families >> orc_family(fn) & 1)
            st->checked |= UINT64_C(1) << fn;
    }
    status = o->impl ? check_library(o, t, b, st, found) : check_values(o, t, st, found);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        found[fn] &= (int)(st->checked >> fn & 1);
    if (status == 0) {
        print_heading(o, o->impl ? o->impl : o->values);
        print_table(st, found, o->impl ? b : NULL);
        print_worst(st, found);
        print_failures(st, o->errors);
        print_variant_hint(st, &o->rule);
        print_coverage(st, found);
        print_noted(st, &o->rule);
        if (o->impl)
            print_side_effects(st, found);
        for (int fn = 0; fn < ORC_NFUN; fn++) {
            passed += st->f[fn].counted - st->f[fn].failed;
            failed += st->f[fn].failed;
        }
        failed += st->run.load_effects != 0;
        printf("\nspeed: %ld cases in %.1f s, %.0f cases per second\n", st->cases,
               seconds() - start, (double)st->cases / (seconds() - start));
        printf("verdict: %s\n", failed ? "NOT conforming (exit status 1)" : "conforming");
        printf("%ld passed, %ld failed\n", passed, failed);
        status = failed > 0;
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        free(st->f[fn].listed);
    free(st);
    return status;
}
/* Is case c one of the sample?  seen counts the cases of each function and set. */
static int in_sample(const orc_case *c, long seen[ORC_NFUN][ORC_NSET])
{
    static const int stride[ORC_NSET] = { 64, 8, 8, 1, 20, 2, 0, 0 };
    return stride[c->set] != 0 && orc_is_peak(c->fn) != 2            /* no positions */
           && seen[c->fn][c->set]++ % stride[c->set] == 0;
}
static int write_vector_file(const orc_options *o, const orc_tables *t, int variant,
                             int family, const char *dir)
{
    const orc_point_spec spec = { variant, 0, 1, o->seed, orc_family_mask(family) };
    const orc_rule rule = { 0, 0, 1, 1, 0, variant };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = o->seed;
    long seen[ORC_NFUN][ORC_NSET] = { { 0 } };
    char path[4096];
    FILE *out;
    snprintf(path, sizeof path, "%s/%s.csv", dir, orc_families[family].per_blend
                                                   ? blend_name[variant]
                                                   : orc_families[family].name);
    if ((out = fopen(path, "w")) == NULL) {
        fprintf(stderr, "oracle: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, orc_random_per_function(1));
    orc_families[family].vectors_header(out, variant, (unsigned long long)o->seed);
    for (size_t k = 0; k < cs.n; k++) {
        const orc_case *c = &cs.c[k];
        if (!in_sample(c, seen))
            continue;
        {
            double r[3];
            orc_bracket(c, t, &rule, r);
            fputs(orc_fn[c->fn].name, out);
            if (orc_families[family].columns > 0)
                for (int i = 0; i < orc_families[family].columns; i++) {
                    fputc(',', out);
                    if (i < orc_fn[c->fn].nargs)
                        fprintf(out, "%a", c->x[i]);
                }
            else {
                fprintf(out, ",%a,%a,", c->y, c->eps);
                if (orc_fn[c->fn].blend)
                    fprintf(out, "%a,%a", c->mu_s, c->mu_k);
                else
                    fputc(',', out);
            }
            if (orc_is_predicate(c->fn))
                fprintf(out, ",%.0f,%.0f,%.0f\n", r[0], r[1], r[2]);
            else
                fprintf(out, ",%a,%a,%a\n", r[0], r[1], r[2]);
        }
    }
    free(cs.c);
    return fclose(out) == 0 ? 0 : 2;
}
static int write_vectors(const orc_options *o, const orc_tables *t)
{
    int status = 0;
    for (int f = 0; f < ORC_NFAMILY; f++)
        for (int v = 0; v < (orc_families[f].per_blend ? BLEND_N : 1); v++)
            status |= write_vector_file(o, t, v, f, o->vectors);
    return status;
}
static void check_binary32(check_tally *tally)
{
    mpq_t q;
    mpq_init(q);
    mpq_set_ui(q, 1, 3);
    check(tally, mpv_round_q_in(q, &mpv_binary32, MPFR_RNDN) == (double)(1.0f / 3.0f),
          "1/3 rounds to the binary32 nearest to it");
    mpq_set_ui(q, 5, 1);
    mpq_div_2exp(q, q, 151);                /* 1.25 * 2^-149: rounds down to 2^-149 */
    check(tally, mpv_round_q_in(q, &mpv_binary32, MPFR_RNDN) == 0x1p-149,
          "5 * 2^-151 rounds to the least binary32 subnormal, 2^-149");
    mpq_set_ui(q, 1, 1);
    mpq_mul_2exp(q, q, 128);
    check(tally, isinf(mpv_round_q_in(q, &mpv_binary32, MPFR_RNDN))
          && mpv_round_q_in(q, &mpv_binary32, MPFR_RNDD) == FLT_MAX,
          "2^128 overflows to inf when rounded to nearest and to FLT_MAX when rounded"
          " down");
    mpq_clear(q);
}
static int self_test(const orc_tables *t, int stride)
{
    check_tally tally = { 0, 0 };
    for (int f = 0; f < ORC_NFAMILY; f++)
        orc_families[f].self_test(&tally, t, stride);
    check_binary32(&tally);
    return check_finish(&tally, "oracle --self-test");
}
static int write_points(const orc_options *o, const orc_tables *t)
{
    const orc_point_spec spec = { o->rule.variant, o->rule.is_float, o->level, o->seed,
                                  orc_family_mask(o->family) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = o->seed;
    FILE *out = strcmp(o->points, "-") == 0 ? stdout : fopen(o->points, "w");
    if (out == NULL) {
        fprintf(stderr, "oracle: cannot write %s: %s\n", o->points, strerror(errno));
        return 2;
    }
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, orc_random_per_function(o->level));
    orc_write_points(out, &cs, o->family);
    free(cs.c);
    if (out != stdout && fclose(out) != 0) {
        fprintf(stderr, "oracle: cannot write %s: %s\n", o->points, strerror(errno));
        return 2;
    }
    if (out != stdout)
        fprintf(stderr, "oracle: wrote %zu cases to %s\n", cs.n, o->points);
    return 0;
}
int main(int argc, char **argv)
{
    orc_options o;
    orc_tables t;
    int status;
    if (orc_read_options(argc, argv, &o, stderr) != 0) {
        orc_usage(stderr);
        return 2;
    }
    if (o.list_families) {
        for (int f = 0; f < ORC_NFAMILY; f++)
            puts(orc_families[f].name);
        return 0;
    }
    if (orc_tables_init(&t) != 0) {
        fputs("oracle: the exact derivations failed\n", stderr);
        return 2;
    }
    if (o.self_test)
        status = self_test(&t, o.sample > 0 ? o.sample : 1);
    else if (o.points)
        status = write_points(&o, &t);
    else if (o.vectors)
        status = write_vectors(&o, &t);
    else
        status = check_implementation(&o, &t);
    orc_tables_clear(&t);
    return status;
}
