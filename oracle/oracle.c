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
    long stopped;                  /* calls that crashed, hung or called exit() */
    long by_scaled;                /* passed by u S alone: beyond the ulps, near a zero */
    long binary32_like;            /* failures that look like a binary32 answer */
    long unreached, unreached_differ;   /* cases at y = 0 of a quotient; not the limit */
    orc_case first_unreached;
    orc_shift shift;                    /* a moved breakpoint, if shift.n > 0 */
} fn_stats;

typedef struct {
    fn_stats f[ORC_NFUN];
    long cases;
    orc_run_info run;              /* what loading the library did; could flags be
                                      seen? */
    uint64_t checked;              /* bit fn: function fn's family is judged */
    uint64_t claimed;              /* bit fn: the port claims function fn */
    uint64_t rows;                 /* bit fn: a table of values has rows of fn */
    orc_rule rule;
    FILE *log;                     /* the library's output (--log, or a temporary file) */
    uint64_t shown;                /* bit fn: the table has its row */
    orc_fit fit[ORC_NFUN];         /* what the fits found, function by function */
} run_stats;
static int passed_by_scale(const orc_case *c, const orc_rule *r)
{
    return c->verdict == ORC_PASS && !r->strict && !(c->ulps <= r->ulps);
}
static uint64_t bits_of(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

static int looks_binary32(const orc_case *c)
{
    const uint64_t g = bits_of(c->got);
    const int n = orc_named_args(c->fn) ? orc_fn[c->fn].nargs : 4;
    if (c->status != ORC_DONE || orc_is_predicate(c->fn) || !isfinite(c->got))
        return 0;
    if ((double)(float)c->got == c->got && (g & UINT64_C(0xffffffffff)) != 0
        && !((double)(float)c->expected == c->expected))
        return 1;                                  /* a binary32 number, returned */
    if ((uint32_t)g == 0)
        return 0;
    for (int i = 0; i < n; i++)
        if (g >> 32 == bits_of(c->x[i]) >> 32 && g != bits_of(c->x[i]))
            return 1;                              /* a float in a double's register */
    return g >> 32 == 0;
}
static void note_case(fn_stats *s, const orc_case *c, int errors, const orc_rule *r)
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
    s->stopped += c->status != ORC_DONE;           /* crashed, hung or called exit() */
    if (c->region == ORC_OUTSIDE) {
        s->outside++;
        s->outside_nan += c->status == ORC_DONE
                          && (orc_is_predicate(c->fn) ? c->got == -1 : isnan(c->got));
        s->outside_crashed += c->status != ORC_DONE;
    }
    if (c->piece >= 0)
        s->piece[c->piece]++;
    s->set[c->set]++;
    if (orc_unreached(c) && c->region == ORC_WORKING) {
        if (c->diag != ORC_D_NONE && s->unreached_differ++ == 0)
            s->first_unreached = *c;
        s->unreached++;
        if (c->verdict == ORC_NOTED)
            return;
    }
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
    s->by_scaled += passed_by_scale(c, r);
    if (!isnan(c->ulps) && c->ulps > s->max_ulp && !passed_by_scale(c, r))
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
        s->binary32_like += looks_binary32(c);
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
        note_case(&st->f[cs->c[k].fn], &cs->c[k], errors, &st->rule);
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
static void note_shifts(orc_cases *cs, const orc_tables *t, const orc_rule *r,
                        run_stats *st)
{
    orc_shift shift[ORC_NFUN];
    orc_find_shifts(cs->c, cs->n, t, r, shift);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (shift[fn].n > 0 && st->f[fn].shift.n == 0)
            st->f[fn].shift = shift[fn];
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
               c->diag == ORC_D_NONE ? "passes" : orc_diag_text[c->diag]);
    }
}
static int name_width(const run_stats *st)
{
    int w = (int) strlen("function");
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if ((st->shown >> fn & 1) && (int) strlen(orc_fn[fn].name) > w)
            w = (int) strlen(orc_fn[fn].name);
    return w;
}
static void print_row_verdict(const fn_stats *s)
{
    const int d = most_frequent(s->diag);
    const long seen = s->failed - s->diag[ORC_D_UNDIAGNOSED];
    if (s->failed == 0)
        fputs("ok", stdout);
    else if (seen == 0)
        printf("%s", orc_diag_text[d]);
    else
        printf("%s: %ld of %ld diagnosed", orc_diag_text[d], s->diag[d], seen);
    if (seen > 0 && seen < s->failed)
        printf(" (%ld not diagnosed)", s->failed - seen);
    if (s->stopped > 0 || s->given_up > 0)
        printf("; %ld calls stopped, %ld cases not run", s->stopped, s->given_up);
    putchar('\n');
}
static void print_table(const run_stats *st, const int found[ORC_NFUN],
                        const orc_binding b[ORC_NFUN])
{
    const int w = name_width(st);
    printf("%-*s %8s %7s %9s %10s %6s  %s\n", w, "function", "cases", "failed", "max ulp",
           "max scaled", "by S", "verdict");
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const fn_stats *s = &st->f[fn];
        if (!(st->shown >> fn & 1))
            continue;                   /* left out with --family, or not provided */
        if (!found[fn]) {
            printf("%-*s %8s %7s %9s %10s %6s  %s (%s%s)\n", w, orc_fn[fn].name, "-", "-",
                   "-", "-", "-", st->claimed >> fn & 1 ? "MISSING, claimed"
                                                       : "not provided, not claimed",
                   b ? "no symbol " : "no values", b ? b[fn].symbol : "");
            continue;
        }
        printf("%-*s %8ld %7ld %9.3g %10.3g %6ld  ", w, orc_fn[fn].name, s->counted,
               s->failed, s->max_ulp, s->max_scaled, s->by_scaled);
        print_row_verdict(s);
        if (s->failed > 0)
            orc_print_diagnosis_notes(stdout, fn, &st->fit[fn], &s->unexplained);
    }
    printf("max ulp: the largest ulp error where the ulp bound decided; by S: cases"
           " beyond the\nulp bound that pass within %g u S, S the sum of the magnitudes"
           " of the formula's terms\n(values near a zero of the function, whose ulp"
           " errors mean little)\n", st->rule.scaled);
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
            if (orc_named_args(fn) && orc_family(fn) != ORC_STRIBECK
                && !(orc_family(fn) == ORC_PEAK && !orc_is_peak(fn)))
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
    int failing = 0, matching = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (orc_fn[fn].blend && orc_family(fn) == ORC_FRICTION && st->f[fn].failed > 0) {
            const long seen = st->f[fn].failed - st->f[fn].diag[ORC_D_UNDIAGNOSED];
            failing++;
            matching += seen > 0 && 2 * st->f[fn].diag[ORC_D_OTHER_BLEND] >= seen;
        }
    if (matching > 0 && 2 * matching >= failing)
        printf("  hint: the failures of %d of the %d failing blend functions match the %s"
               " blend%s:\n    try VARIANT=%s\n", matching, failing,
               blend_name[1 - r->variant], r->variant == BLEND_CUBIC
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
static void print_shifts(const run_stats *st)
{
    int any = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const orc_shift *m = &st->f[fn].shift;
        if (m->n == 0)
            continue;
        if (!any++)
            puts("\nbreakpoints moved (every failure lies on one side of a breakpoint b"
                 " and matches another piece):");
        const double at = isfinite(m->pass) ? (m->far + m->pass) / 2 : m->far;
        printf("  %s: the port switches pieces at y ~ ", orc_fn[fn].name);
        if (m->b != 1)
            printf("%g ", m->b);
        printf("eps_v (1 %c %.1e); %ld failures up to %.2g %s b", m->side < 0 ? '-' : '+',
               at, m->n, m->far, m->side < 0 ? "below" : "above");
        if (isfinite(m->pass))
            printf(", passes from %.2g\n", m->pass);
        else
            puts(", no pass beyond them: at least that far");
    }
}
static void print_unreached(const run_stats *st, const orc_rule *r)
{
    long n = 0, differ = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        n += st->f[fn].unreached;
        differ += st->f[fn].unreached_differ;
    }
    if (n == 0)
        return;
    printf("\ny = 0 of the Hessian coefficients (no caller uses it): %ld cases, %ld"
           " not the limit (%s)\n", n, differ,
           r->strict ? "counted: STRICT=1" : "not counted; STRICT=1 counts them");
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (st->f[fn].unreached_differ > 0) {
            printf("  %s: %ld of %ld; e.g.\n", orc_fn[fn].name,
                   st->f[fn].unreached_differ, st->f[fn].unreached);
            print_failure(&st->f[fn].first_unreached);
        }
}
static int read_map_claim(const char *path, orc_binding b[ORC_NFUN], uint64_t *listed)
{
    orc_binding defaults[ORC_NFUN];
    int errors;
    memcpy(defaults, b, sizeof defaults);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        b[fn].symbol[0] = '\0';
    errors = orc_read_map(path, b, stderr);
    *listed = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (b[fn].symbol[0] != '\0')
            *listed |= UINT64_C(1) << fn;
        else
            b[fn] = defaults[fn];
    return errors;
}
static uint64_t claim_of(const orc_options *o, const run_stats *st, uint64_t listed)
{
    if (o->functions)
        return o->functions;
    if (o->map)
        return listed & st->checked;
    if (o->families_named)
        return st->checked;
    return o->values ? st->rows & st->checked : orc_family_mask(ORC_FRICTION);
}

static const char *claim_text(const orc_options *o)
{
    return o->functions ? "named by FUNCTIONS (--functions)"
         : o->map ? "the functions the map lists"
         : o->families_named ? "every function of FAMILY (--family)"
         : o->values ? "every function the table has rows of"
         : "the twelve of the friction family (FUNCTIONS=, a map or FAMILY= narrows it)";
}
static uint64_t shown_rows(const run_stats *st, const int found[ORC_NFUN])
{
    uint64_t shown = 0;
    for (int f = 0; f < ORC_NFAMILY; f++) {
        const uint64_t m = orc_family_mask(f) & st->checked;
        int any = 0;
        for (int fn = 0; fn < ORC_NFUN; fn++)
            any |= (m >> fn & 1) && (found[fn] || (st->claimed >> fn & 1));
        shown |= any ? m : 0;
    }
    return shown;
}

static void print_not_provided(const run_stats *st, uint64_t shown)
{
    int n = 0, k = 0;
    for (int f = 0; f < ORC_NFAMILY; f++)
        n += (orc_family_mask(f) & st->checked) && !(orc_family_mask(f) & shown);
    if (n == 0)
        return;
    fputs("  not provided: the", stdout);
    for (int f = 0; f < ORC_NFAMILY; f++)
        if ((orc_family_mask(f) & st->checked) && !(orc_family_mask(f) & shown))
            printf("%s %s", k++ == 0 ? "" : k == n ? " and" : ",", orc_families[f].name);
    printf(" famil%s (not claimed, nothing found)\n", n == 1 ? "y" : "ies");
}
static int count_missing(const run_stats *st, const int found[ORC_NFUN])
{
    int n = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        n += (st->claimed >> fn & 1) && !found[fn];
    return n;
}

static void print_missing(const run_stats *st, const int found[ORC_NFUN])
{
    const char *sep = ": incomplete: ";
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if ((st->claimed >> fn & 1) && !found[fn]) {
            printf("%s%s", sep, orc_fn[fn].name);
            sep = ", ";
        }
    if (count_missing(st, found) > 0)
        fputs(" missing", stdout);
}
static void print_by_diagnosis(const run_stats *st)
{
    long total[ORC_NDIAG] = { 0 }, rest = 0;
    int kinds = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        for (int d = 0; d < ORC_NDIAG; d++)
            total[d] += st->f[fn].diag[d];
    for (int shown = 0;; shown++) {
        int best = -1;
        for (int d = 1; d < ORC_NDIAG; d++)
            if (total[d] > 0 && d != ORC_D_UNDIAGNOSED
                && (best < 0 || total[d] > total[best]))
                best = d;
        if (best < 0)
            break;
        if (shown < 6)
            printf("    %9ld  %s\n", total[best], orc_diag_text[best]);
        else
            rest += total[best], kinds++;
        total[best] = 0;
    }
    if (kinds > 0)
        printf("    %9ld  of %d other diagnoses (the table names them)\n", rest, kinds);
    if (total[ORC_D_UNDIAGNOSED] > 0)
        printf("    %9ld  not diagnosed (only the first %d failures of a function in each"
               " batch are)\n", total[ORC_D_UNDIAGNOSED], DIAGNOSED_PER_BATCH);
}
static void print_crashes(const run_stats *st)
{
    long stopped = 0, not_run = 0;
    int n = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const fn_stats *s = &st->f[fn];
        if (s->stopped == 0 && s->given_up == 0)
            continue;
        if (n++ >= 3) {
            stopped += s->stopped, not_run += s->given_up;
            continue;
        }
        printf("  %s: %ld calls crashed, hung or called exit(); %ld cases not run%s\n",
               orc_fn[fn].name, s->stopped, s->given_up,
               s->given_up ? " (given up after 20 crashes or 3 hangs)" : "");
        if (st->run.message[fn][0] != '\0')
            printf("    its first message: %s\n", st->run.message[fn]);
    }
    if (n > 3)
        printf("  and %d more functions: %ld calls stopped, %ld cases not run\n", n - 3,
               stopped, not_run);
}
static void print_log(const run_stats *st, const char *path)
{
    long lines = 0;
    int ch;
    if (st->log == NULL)
        return;
    rewind(st->log);
    while ((ch = getc(st->log)) != EOF)
        lines += ch == '\n';
    if (lines > 0 && path)
        printf("  the library printed %ld lines: see %s\n", lines, path);
    else if (lines > 0)
        printf("  the library printed %ld lines (not kept: --log FILE keeps them)\n",
               lines);
}
static void print_precision_hint(const run_stats *st, const orc_rule *r)
{
    long failed = 0, like = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        failed += st->f[fn].failed;
        like += st->f[fn].binary32_like;
    }
    if (!r->is_float && like >= 10 && 2 * like >= failed)
        printf("  hint: %ld of the %ld failures look like binary32 answers (binary32"
               " numbers,\n    or a float returned where a double was due): did you mean"
               " PRECISION=float?\n", like, failed);
}
static void print_summary(const orc_options *o, const run_stats *st,
                          const int found[ORC_NFUN], long failed)
{
    int claimed = 0, got = 0, beyond = 0, failing = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        claimed += (int)(st->claimed >> fn & 1);
        got += (st->claimed >> fn & 1) && found[fn];
        beyond += !(st->claimed >> fn & 1) && found[fn];
        failing += found[fn] && st->f[fn].failed > 0;
    }
    printf("summary: %s",
           failed || count_missing(st, found) ? "NOT conforming" : "conforming");
    print_missing(st, found);
    printf("\n  claimed: %d functions, %s\n", claimed, claim_text(o));
    printf("  checked: %d of them found, %d missing; %d more found beyond the claim\n",
           got, claimed - got, beyond);
    if (failed > 0) {
        printf("  failed: %ld cases in %d functions; by diagnosis:\n", failed, failing);
        print_by_diagnosis(st);
    }
    print_crashes(st);
    print_not_provided(st, st->shown);
    print_precision_hint(st, &o->rule);
    print_variant_hint(st, &o->rule);
    print_log(st, o->log);
    putchar('\n');
}
static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        const unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(f, "\\%c", ch);
        else if (ch < 0x20 || ch >= 0x7f)
            fprintf(f, "\\u%04x", ch);
        else
            fputc(ch, f);
    }
    fputc('"', f);
}

static void json_number(FILE *f, double x)
{
    if (isfinite(x))
        fprintf(f, "%.17g", x);
    else
        fputs("null", f);
}

static void json_hex(FILE *f, double x)
{
    char buf[64] = "nan";
    if (!isnan(x))
        snprintf(buf, sizeof buf, "%a", x);
    json_string(f, buf);
}
static void json_case(FILE *f, const orc_case *c)
{
    const int named = orc_named_args(c->fn);
    const int n = named ? orc_fn[c->fn].nargs : orc_fn[c->fn].blend ? 4 : 2;
    static const char *const twelve[4] = { "y", "eps_v", "mu_s", "mu_k" };
    fputs("{\"inputs\": {", f);
    for (int i = 0; i < n; i++) {
        fprintf(f, "%s", i ? ", " : "");
        json_string(f, named ? orc_fn[c->fn].arg[i] : twelve[i]);
        fputs(": ", f);
        json_hex(f, c->x[i]);
    }
    fputs("}, \"got\": ", f);
    if (c->status == ORC_DONE)
        json_hex(f, c->got);
    else
        fputs("null", f);                           /* crashed, hung or exit() */
    fputs(", \"expected\": ", f);
    json_hex(f, c->expected);
    fputs(", \"ulps\": ", f);
    json_number(f, c->ulps);
    fputs(", \"scaled\": ", f);
    json_number(f, c->scaled);
    fputs(", \"diagnosis\": ", f);
    json_string(f, orc_diag_text[c->diag]);
    fprintf(f, ", \"line\": %ld}", c->line);
}
static const char *fn_verdict(const run_stats *st, const int found[ORC_NFUN], int fn)
{
    return !found[fn] ? (st->claimed >> fn & 1 ? "missing" : "not provided")
         : st->f[fn].failed > 0 ? "failed" : "ok";
}
static void json_function(FILE *f, const run_stats *st, const int found[ORC_NFUN], int fn)
{
    const fn_stats *s = &st->f[fn];
    fputs("    {\"name\": ", f);
    json_string(f, orc_fn[fn].name);
    fprintf(f, ", \"family\": \"%s\", \"claimed\": %s, \"found\": %s,"
               " \"verdict\": \"%s\",\n", orc_families[orc_family(fn)].name,
            st->claimed >> fn & 1 ? "true" : "false",
            found[fn] ? "true" : "false", fn_verdict(st, found, fn));
    fprintf(f, "     \"cases\": %ld, \"failed\": %ld, \"passed_by_scaled_rule\": %ld,"
               " \"stopped\": %ld, \"not_run\": %ld, \"uncovered\": %ld, \"max_ulp\": ",
            s->counted, s->failed, s->by_scaled, s->stopped, s->given_up, s->uncovered);
    json_number(f, s->max_ulp);
    fputs(", \"max_scaled\": ", f);
    json_number(f, s->max_scaled);
    fputs(",\n     \"diagnoses\": {", f);
    for (int d = 1, any = 0; d < ORC_NDIAG; d++)
        if (s->diag[d] > 0) {
            fputs(any++ ? ", " : "", f);
            json_string(f, d == ORC_D_UNDIAGNOSED ? "not diagnosed" : orc_diag_text[d]);
            fprintf(f, ": %ld", s->diag[d]);
        }
    fputs("},\n     \"worst\": ", f);
    if (found[fn] && s->has_worst)
        json_case(f, &s->worst);
    else
        fputs("null", f);
    fputs(", \"first_message\": ", f);
    json_string(f, st->run.message[fn]);
    fputs("}", f);
}
static void write_json(FILE *f, const orc_options *o, const run_stats *st,
                       const int found[ORC_NFUN], long passed, long failed, int missing)
{
    const char *sep = "";           /* before the next item of a list */
    fputs("{\n  \"implementation\": ", f);
    json_string(f, o->impl ? o->impl : o->values);
    fprintf(f, ", \"kind\": \"%s\", \"variant\": \"%s\", \"precision\": \"%s\",\n",
            o->impl ? "library" : "values", blend_name[o->rule.variant],
            o->rule.is_float ? "binary32" : "binary64");
    fprintf(f, "  \"rule\": {\"ulps\": %g, \"scaled\": %g, \"strict\": %s,"
               " \"full_range\": %s}, \"level\": %d, \"seed\": %llu,\n",
            o->rule.ulps, o->rule.scaled,
            o->rule.strict ? "true" : "false", o->rule.full_range ? "true" : "false",
            o->level, (unsigned long long)o->seed);
    fputs("  \"claim\": ", f);
    json_string(f, claim_text(o));
    fprintf(f, ",\n  \"verdict\": \"%s\", \"exit_status\": %d, \"passed\": %ld,"
               " \"failed\": %ld,\n  \"missing\": [",
            failed || missing ? "not conforming" : "conforming", failed || missing,
            passed, failed);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if ((st->claimed >> fn & 1) && !found[fn]) {
            fprintf(f, "%s\"%s\"", sep, orc_fn[fn].name);
            sep = ", ";
        }
    fputs("], \"not_provided\": [", f);
    sep = "";
    for (int fam = 0; fam < ORC_NFAMILY; fam++)
        if ((orc_family_mask(fam) & st->checked) && !(orc_family_mask(fam) & st->shown)) {
            fprintf(f, "%s\"%s\"", sep, orc_families[fam].name);
            sep = ", ";
        }
    sep = "";
    fputs("],\n  \"log\": ", f);
    if (o->log)
        json_string(f, o->log);
    else
        fputs("null", f);
    fputs(",\n  \"functions\": [\n", f);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (st->checked >> fn & 1) {
            fputs(sep, f);
            json_function(f, st, found, fn);
            sep = ",\n";
        }
    fputs("\n  ]\n}\n", f);
}
static void xml_text(FILE *f, const char *s)
{
    for (; *s; s++) {
        const unsigned char ch = (unsigned char)*s;
        const char *e = ch == '&' ? "&amp;" : ch == '<' ? "&lt;" : ch == '>' ? "&gt;"
                      : ch == '"' ? "&quot;" : ch == '\'' ? "&apos;" : NULL;
        if (e)
            fputs(e, f);
        else
            fputc(ch >= 0x20 && ch < 0x7f ? ch : '?', f);
    }
}

static void junit_failure(FILE *f, const char *message, const char *type,
                          const char *text)
{
    fputs("      <failure message=\"", f);
    xml_text(f, message);
    fputs("\" type=\"", f);
    xml_text(f, type);
    fputs("\">", f);
    xml_text(f, text);
    fputs("</failure>\n", f);
}
static void junit_case(FILE *f, const run_stats *st, const int found[ORC_NFUN],
                       const orc_binding *b, int fn)
{
    const fn_stats *s = &st->f[fn];
    char text[512];
    fprintf(f, "    <testcase classname=\"oracle.%s\" name=\"%s\">\n",
            orc_families[orc_family(fn)].name, orc_fn[fn].name);
    if (!found[fn] && (st->claimed >> fn & 1)) {
        snprintf(text, sizeof text, "claimed, not found: %s%s",
                 b ? "no symbol " : "no values", b ? b->symbol : "");
        junit_failure(f, "missing", "missing", text);
    } else if (!found[fn])
        fputs("      <skipped message=\"not provided, not claimed\"/>\n", f);
    else if (s->failed > 0) {
        const int d = most_frequent(s->diag);
        snprintf(text, sizeof text, "%ld of %ld cases failed (%ld calls stopped, %ld not"
                 " run); %ld of them %s", s->failed, s->counted, s->stopped, s->given_up,
                 s->diag[d], orc_diag_text[d]);
        junit_failure(f, orc_diag_text[d], "diagnosis", text);
    }
    fputs("    </testcase>\n", f);
}
static void write_junit(FILE *f, const orc_options *o, const run_stats *st,
                        const int found[ORC_NFUN], const orc_binding b[ORC_NFUN])
{
    int tests = st->run.load_effects != 0, failures = tests, skipped = 0;
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (st->checked >> fn & 1) {
            tests++;
            skipped += !found[fn] && !(st->claimed >> fn & 1);
            failures += (!found[fn] && (st->claimed >> fn & 1)) || st->f[fn].failed > 0;
        }
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<testsuites tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\">\n"
               "  <testsuite name=\"oracle ", tests, failures, skipped);
    xml_text(f, o->impl ? o->impl : o->values);
    fprintf(f, " (%s, %s)\" tests=\"%d\" failures=\"%d\" errors=\"0\""
               " skipped=\"%d\">\n", blend_name[o->rule.variant],
            o->rule.is_float ? "binary32" : "binary64", tests, failures, skipped);
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (st->checked >> fn & 1)
            junit_case(f, st, found, b ? &b[fn] : NULL, fn);
    if (st->run.load_effects) {
        fputs("    <testcase classname=\"oracle\" name=\"loading the library\">\n", f);
        junit_failure(f, "loading the library changed the floating-point environment",
                      "environment", "see the side effects in the text report");
        fputs("    </testcase>\n", f);
    }
    fputs("  </testsuite>\n</testsuites>\n", f);
}
static int write_twin(const char *path, const orc_options *o, const run_stats *st,
                      const int found[ORC_NFUN], const orc_binding b[ORC_NFUN],
                      long passed, long failed, int missing)
{
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "oracle: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    if (path == o->report)
        write_json(f, o, st, found, passed, failed, missing);
    else
        write_junit(f, o, st, found, b);
    if (fclose(f) != 0) {
        fprintf(stderr, "oracle: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    return 0;
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
        printf("inputs: level %d, seed %llu", o->level, (unsigned long long)o->seed);
    if (!o->values && o->draws)
        printf(", %ld random draws per function", o->draws);
    if (o->impl && o->sample > 1)
        printf(", 1 in %d of the fixed inputs", o->sample);
    if (!o->values)
        putchar('\n');
    if (o->families != (1u << ORC_NFAMILY) - 1) {
        fputs("families:", stdout);
        for (int f = 0; f < ORC_NFAMILY; f++)
            if (o->families >> f & 1)
                printf(" %s", orc_families[f].name);
        puts(" (the others left out with --family)");
    }
    putchar('\n');
}
static void thin_fixed(orc_cases *cs, int stride)      /* --sample: 1 in stride */
{
    long seen[ORC_NFUN] = { 0 };
    size_t kept = 0;
    for (size_t k = 0; stride > 1 && k < cs->n; k++)
        if (cs->c[k].set == ORC_SET_OUTSIDE || seen[cs->c[k].fn]++ % stride == 0)
            cs->c[kept++] = cs->c[k];
    if (stride > 1)
        cs->n = kept;
}
static int check_library(const orc_options *o, const orc_tables *t,
                         const orc_binding b[ORC_NFUN], run_stats *st,
                         int found[ORC_NFUN])
{
    const orc_point_spec spec = { o->rule.variant, o->rule.is_float, o->level, o->seed,
                                  st->checked };
    const size_t total = o->draws ? (size_t)o->draws : orc_random_per_function(o->level);
    const size_t chunk = 40000;
    uint64_t state = o->seed;
    char path[4096];
    snprintf(path, sizeof path, "%s%s", strchr(o->impl, '/') ? "" : "./", o->impl);
    for (size_t done = 0, first = 1; first || done < total; first = 0) {
        orc_cases cs = { NULL, 0, 0 };
        const size_t n = total - done < chunk ? total - done : chunk;
        if (first) {
            orc_fixed_points(&cs, t, &spec);
            thin_fixed(&cs, o->sample);
        }
        orc_random_points(&cs, &spec, &state, n);
        done += n;
        if (orc_run_library(path, b, o->rule.is_float, o->timeout, &cs, found, &st->run,
                            stderr) != 0) {
            free(cs.c);
            return 2;
        }
        judge_all(&cs, t, &o->rule, st->fit);
        note_shifts(&cs, t, &o->rule, st);
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
        st->rows |= UINT64_C(1) << cs.c[k].fn;
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
    note_shifts(&cs, t, &o->rule, st);
    accumulate(st, &cs, o->errors);
    free(cs.c);
    return 0;
}
static int check_implementation(const orc_options *o, const orc_tables *t)
{
    orc_binding b[ORC_NFUN];
    run_stats *st = calloc(1, sizeof *st);
    int found[ORC_NFUN] = { 0 }, status, missing;
    long passed = 0, failed = 0;
    uint64_t listed = 0;
    const double start = seconds();
    orc_default_bindings(b);
    if (st == NULL || (o->map && read_map_claim(o->map, b, &listed) != 0)) {
        free(st);
        return 2;
    }
    st->run.log_fd = -1;
    if (o->impl) {
        st->log = o->log ? fopen(o->log, "w+") : tmpfile();
        if (st->log == NULL) {
            fprintf(stderr, "oracle: cannot write %s: %s\n",
                    o->log ? o->log : "a temporary file", strerror(errno));
            free(st);
            return 2;
        }
        st->run.log_fd = fileno(st->log);
    }
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        st->f[fn].listed = malloc(((size_t)o->errors + 1) * sizeof(orc_case));
        if ((o->families >> orc_family(fn) & 1 || o->functions >> fn & 1)
            && !(o->skipped >> fn & 1))
            st->checked |= UINT64_C(1) << fn;
    }
    st->rule = o->rule;
    {
        int power[ORC_NFUN], any = 0;
        orc_tables *view = NULL;
        for (int fn = 0; fn < ORC_NFUN; fn++)
            any |= power[fn] = b[fn].power;
        if (any && o->impl && (view = orc_tables_transformed(t, power)) == NULL) {
            fprintf(stderr, "oracle: out of memory\n");
            status = 2;
        } else
            status = o->impl ? check_library(o, view ? view : t, b, st, found)
                             : check_values(o, t, st, found);
        free(view);
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        found[fn] &= (int)(st->checked >> fn & 1);
    st->claimed = claim_of(o, st, listed) & ~o->skipped;
    if (status == 0) {
        for (int fn = 0; fn < ORC_NFUN; fn++) {
            passed += st->f[fn].counted - st->f[fn].failed;
            failed += st->f[fn].failed;
        }
        failed += st->run.load_effects != 0;
        missing = count_missing(st, found);
        st->shown = shown_rows(st, found);
        print_heading(o, o->impl ? o->impl : o->values);
        print_summary(o, st, found, failed);
        print_table(st, found, o->impl ? b : NULL);
        print_shifts(st);
        print_worst(st, found);
        print_failures(st, o->errors);
        print_coverage(st, found);
        print_noted(st, &o->rule);
        print_unreached(st, &o->rule);
        if (o->impl)
            print_side_effects(st, found);
        printf("\nspeed: %ld cases in %.1f s, %.0f cases per second\n", st->cases,
               seconds() - start, (double)st->cases / (seconds() - start));
        printf("verdict: %s",
               failed || missing ? "NOT conforming (exit status 1)" : "conforming");
        print_missing(st, found);
        printf("\n%ld passed, %ld failed", passed, failed);
        if (missing > 0)
            printf(", %d claimed functions missing", missing);
        putchar('\n');
        status = failed > 0 || missing > 0;
        for (int i = 0; i < 2; i++) {
            const char *twin = i == 0 ? o->report : o->junit;
            if (twin && write_twin(twin, o, st, found, o->impl ? b : NULL, passed, failed,
                                   missing) != 0)
                status = 2;
        }
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        free(st->f[fn].listed);
    if (st->log)
        fclose(st->log);
    free(st);
    return status;
}
/* Is case c one of the sample?  seen counts the cases of each function and set. */
static int in_sample(const orc_case *c, long seen[ORC_NFUN][ORC_NSET])
{
    static const int stride[ORC_NSET] = { 64, 8, 8, 1, 20, 2, 0, 0 };
    return stride[c->set] != 0                    /* no Stribeck positions: no rounding */
           && (orc_is_peak(c->fn) != 2 || orc_family(c->fn) == ORC_PEAK)
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
    orc_random_points(&cs, &spec, &state,
                      o->draws ? (size_t)o->draws : orc_random_per_function(o->level));
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
    if (o.help) {
        orc_usage(stdout);
        return 0;
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
