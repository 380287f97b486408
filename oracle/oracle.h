/* Tangled from doc/oracle-impl.nw, doc/oracle-aniso.nw and doc/oracle-peak.nw;
   edit there, not here. */
#ifndef ORACLE_H
#define ORACLE_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "blend-exact.h"
#include "check.h"
#include "mollifier-exact.h"

enum { ORC_NFRICTION = MOL_NFUN + BL_NFUN, ORC_NCOEF = 8, ORC_NDIRECTION = 2,
       ORC_NSTRIBECK = 9, ORC_NANISO = 11, ORC_NPEAK = 9,
       ORC_NFUN = ORC_NFRICTION + ORC_NCOEF + ORC_NDIRECTION + ORC_NSTRIBECK
                  + ORC_NANISO + ORC_NPEAK };
enum { ORC_FRICTION, ORC_COEFFICIENTS, ORC_DIRECTION, ORC_STRIBECK, ORC_ANISO,
       ORC_PEAK, ORC_NFAMILY };
enum { ORC_C_AVERAGE, ORC_C_PRODUCT, ORC_C_MIN, ORC_C_MAX, ORC_C_EDGE, ORC_C_FACE,
       ORC_C_PEAK, ORC_C_PEAK_QUADRATIC };
enum { ORC_DIR_MU, ORC_DIR_SPEED };
enum { ORC_S_MU, ORC_S_MU_DERIV, ORC_S_F0, ORC_S_F1, ORC_S_F2, ORC_S_F1_OVER_X,
       ORC_S_HESSIAN, ORC_S_PEAK, ORC_S_PEAK_AT };
enum { ORC_ANISO_LAGGED_G0, ORC_ANISO_LAGGED_G1, ORC_ANISO_LAGGED_H00,
       ORC_ANISO_LAGGED_H01, ORC_ANISO_LAGGED_H11, ORC_ANISO_POTENTIAL,
       ORC_ANISO_GRADIENT_G0, ORC_ANISO_GRADIENT_G1, ORC_ANISO_GRADIENT_H00,
       ORC_ANISO_GRADIENT_H01, ORC_ANISO_GRADIENT_H11 };
enum { ORC_LAW_LAGGED, ORC_LAW_POTENTIAL, ORC_LAW_GRADIENT, ORC_NLAW };
extern const char *const orc_law_symbol[ORC_NLAW];   /* the header's three names */
int orc_law(int fn);          /* ORC_LAW_* for an output of a law, else -1 */
int orc_law_output(int fn);   /* its place in (g0, g1, h00, h01, h11); 0: the potential */
enum { ORC_P_PEAK, ORC_P_PEAK_AT, ORC_P_QPEAK, ORC_P_QPEAK_AT, ORC_P_F0, ORC_P_F1,
       ORC_P_F2, ORC_P_F1_OVER_X, ORC_P_HESSIAN };
typedef struct {
    const char *name;       /* IPC Toolkit's name, or our headers' */
    int blend;              /* 0: mollifier (arguments y, eps_v);
                               1: blend (y, mu_s, mu_k, eps_v) */
    int k;                  /* MOL_*, BL_*, ORC_C_*, ORC_DIR_*, ORC_S_* or ORC_ANISO_* */
    int nargs;              /* the number of named arguments; 0 for the twelve */
    const char *arg[9];     /* and their names, in order */
} orc_function;
extern const orc_function orc_fn[ORC_NFUN];
int orc_find_function(const char *name, size_t len);   /* index into orc_fn, or -1 */
int orc_family(int fn);                                /* ORC_FRICTION, ... */
uint64_t orc_family_mask(int family);                  /* bit fn set for its functions */
int orc_named_args(int fn);                            /* not one of the twelve? */
int orc_may_be_negative(int fn, int i);  /* may its i-th named argument be negative? */
int orc_coefficient_values(int fn);     /* its leading arguments that are coefficients,
                                           not weights */
int orc_is_peak(int fn);                /* 1: a peak's value, 2: its position */
int orc_is_predicate(int fn);           /* a yes-or-no answer (1, 0; -1 outside)? */
enum { ORC_SET_GRID, ORC_SET_ZERO_Y, ORC_SET_BREAK, ORC_SET_ROOT, ORC_SET_RANDOM,
       ORC_SET_EXTREME, ORC_SET_OUTSIDE, ORC_SET_FILE, ORC_NSET };
enum { ORC_PENDING, ORC_DONE, ORC_MISSING, ORC_UNCOVERED, ORC_CRASHED, ORC_HUNG,
       ORC_EXITED, ORC_GAVE_UP };
enum { ORC_WORKING, ORC_EXTREME, ORC_OUTSIDE };
enum { ORC_PASS, ORC_FAIL, ORC_NOTED, ORC_SKIPPED };
enum { ORC_FX_ROUNDING = 1, ORC_FX_TRAPS = 2, ORC_FX_FLUSH = 4, ORC_FX_CLEARED = 8,
       ORC_FX_ERRNO = 16, ORC_FX_INVALID = 32, ORC_FX_DIVBYZERO = 64, ORC_NFX = 7,
       ORC_FX_ENVIRONMENT = ORC_FX_ROUNDING | ORC_FX_TRAPS | ORC_FX_FLUSH
                          | ORC_FX_CLEARED };
typedef struct {
    union {
        struct { double y, eps, mu_s, mu_k; };  /* the twelve's inputs (mu unused by the
                                                    mollifier) */
        double x[9];               /* the named arguments of the others, in order */
    };
    double got;                    /* the implementation's answer */
    double expected;               /* the exact value rounded to the format */
    double ulps, scaled;           /* the two error measures */
    long line;                     /* the CSV line it came from, 0 if generated */
    uint64_t explained;            /* bit d: diagnosis d explains the failure */
    signed char fn, set, status, code;   /* code: the signal or exit status of a crash */
    signed char region, piece, verdict, diag;
    unsigned char effects, errno_set;  /* the call's side effects (ORC_FX_*), its errno */
} orc_case;
typedef struct { orc_case *c; size_t n, cap; } orc_cases;
void orc_push(orc_cases *cs, int fn, int set, double y, double eps, double mu_s,
              double mu_k);
void orc_push_args(orc_cases *cs, int fn, int set, const double *x);   /* nargs of them */
typedef struct {
    double ulps, scaled;           /* pass if within ulps, or within scaled (u S) */
    int strict;                    /* correctly rounded, every range, NaN outside
                                      the domain */
    int full_range;                /* count the extreme range */
    int is_float;                  /* binary32 instead of binary64 */
    int variant;                   /* BLEND_CUBIC or BLEND_QUADRATIC */
} orc_rule;
enum { ORC_MAX_CAND = 10 };
typedef struct {
    qfun mol[MOL_NFUN];                      /* chapter 1's five */
    qfun blend[BLEND_N][BL_NFUN];            /* chapter 2's seven, for each blend */
    int ncand[BLEND_N][ORC_NFUN];            /* the wrong formulas a diagnosis tries */
    qfun cand[BLEND_N][ORC_NFUN][ORC_MAX_CAND];
    signed char cand_diag[BLEND_N][ORC_NFUN][ORC_MAX_CAND];
    int power[ORC_NFRICTION];                /* a map's transform: truth f y^power */
    qfun shifted[BLEND_N][ORC_NFRICTION];    /* and the transformed truths */
} orc_tables;
int  orc_tables_init(orc_tables *t);         /* derives everything; 0, or -1 on failure */
void orc_tables_clear(orc_tables *t);
/* A copy of t in which each of the twelve with power[fn] != 0 is f y^power[fn], its
   wrong formulas too; it shares t's coefficients: free() it, before t is cleared.
   NULL if out of memory. */
orc_tables *orc_tables_transformed(const orc_tables *t, const int power[ORC_NFUN]);
const qfun *orc_truth(const orc_tables *t, int fn, int variant);
/* Fill in region, piece, expected, ulps, scaled and verdict of a case whose status is
   known; a failure's diag is ORC_D_UNDIAGNOSED (or final, for crashes, poles and the
   domain).  Thread-safe. */
void orc_judge(orc_case *c, const orc_tables *t, const orc_rule *r);
/* Diagnose a failure left undiagnosed by orc_judge.  Thread-safe. */
void orc_diagnose(orc_case *c, const orc_tables *t, const orc_rule *r);
/* Name, for each function's counted (and apart, noted) failures, the explanation that
   fits the most of them if it fits nine in ten, on the failures it fits; the other
   guesses are unexplained.  A potential's constant offset is one of the explanations. */
void orc_resolve_diagnoses(orc_case *c, size_t n);
int  orc_is_potential(int fn);     /* smooth_friction_f0, smooth_mu_f0, the Stribeck F */
/* The exact value of an in-domain case rounded to nearest, down and up in the rule's
   format; at a pole all three are the signed infinity. */
void orc_bracket(const orc_case *c, const orc_tables *t, const orc_rule *r,
                 double rounded[3]);
/* |m - v| / S for the exact value v of an in-domain case, its scale S and its 256-bit
   MPFR evaluation m (0 when all vanish); -1 where MPFR cannot evaluate it (y = 0, a pole
   term).  The functions with named arguments have their own second opinions (their
   sections). */
double orc_cross_check(const orc_case *c, const orc_tables *t, int variant);
int orc_is_quotient(int fn);    /* a Hessian coefficient, divided by y^3? */
int orc_unreached(const orc_case *c);   /* its exact point y = 0, inside the domain? */
typedef struct {
    double b;                      /* the breakpoint, in t = y/eps_v */
    double far, pass;              /* the farthest failure, the nearest pass beyond it,
                                      relative to b (HUGE_VAL: no pass) */
    int side;                      /* -1: the failures lie below b, +1: at or above */
    long n;                        /* the failures; 0: no moved breakpoint */
} orc_shift;
/* Find the functions whose failures are a moved breakpoint; call them that and say
   where into shift[fn]. */
void orc_find_shifts(orc_case *c, size_t n, const orc_tables *t, const orc_rule *r,
                     orc_shift shift[ORC_NFUN]);
enum { ORC_D_NONE, ORC_D_CRASH, ORC_D_HANG, ORC_D_EXIT, ORC_D_ENVIRONMENT, ORC_D_DOMAIN,
       ORC_D_UNWRITTEN,
       ORC_D_POLE, ORC_D_Y0_NAN, ORC_D_NONFINITE, ORC_D_ZERO, ORC_D_NOT_NEAREST,
       ORC_D_TIE, ORC_D_FLOAT, ORC_D_OTHER_BLEND, ORC_D_SWAPPED, ORC_D_CONSTANT_MU,
       ORC_D_NO_DMU_F1, ORC_D_NO_MU_F2, ORC_D_NO_DMU_HESS,
       ORC_D_MU_F0, ORC_D_BRANCH, ORC_D_AT_Y2, ORC_D_AT_SQRT_Y, ORC_D_OTHER_RULE,
       ORC_D_WEIGHTS, ORC_D_CLAMPED, ORC_D_AXES, ORC_D_NO_A, ORC_D_DIVISOR,
       ORC_D_FALLBACK, ORC_D_RATE, ORC_D_SPEEDS, ORC_D_NO_CONSTANT, ORC_D_CLOSED_FORM,
       ORC_D_PEAK_AT_EPS, ORC_D_NOT_POSITION, ORC_D_LOWER_HUMP, ORC_D_OTHER_LAW,
       ORC_D_MBAR, ORC_D_DOMAIN_ANSWER, ORC_D_NOT_ANSWER, ORC_D_QUOTIENT, ORC_D_AT_MOST,
       ORC_D_OTHER_THRESHOLD, ORC_D_PEAK_MU_S, ORC_D_PEAK_MU_K, ORC_D_FLAT_ARGMAX, ORC_D_NOT_PEAKED, ORC_D_SIGN, ORC_D_FACTOR,
       ORC_D_EPS_POWER, ORC_D_Y_POWER, ORC_D_OFFSET, ORC_D_C0, ORC_D_C2,
       ORC_D_CANCELLATION, ORC_D_COEFFICIENT, ORC_D_DROPPED, ORC_D_GUARD, ORC_D_WRONG,
       ORC_D_UNDIAGNOSED,
       ORC_D_SHIFTED,                               /* a breakpoint moved */
       ORC_NDIAG };
extern const char *const orc_diag_text[ORC_NDIAG];
/* What a fit found for one function: a term of a piece whose coefficient differs, or a
   constant answered below a small speed. */
typedef struct {
    int diag;                      /* ORC_D_COEFFICIENT, _DROPPED or _GUARD; 0: none */
    int piece, power, nparams;     /* the term eps_v^eps_power t^power of that piece */
    int eps_power;
    double truth[2], port[2];      /* its coefficients (of mu_s, mu_k for a blend) */
    double value, lo, hi;          /* a guard: its constant; the threshold in [lo, hi] */
    int in_t;                      /* the guard is on y/eps_v, not on y */
    long nfail, npass;             /* the failures it fits, the passing cases checked */
} orc_fit;
/* After orc_resolve_diagnoses: fit a small-speed guard, or a wrong or dropped term, to
   each of the twelve whose failures are guesses; fit[fn] keeps the first fit found. */
void orc_fit_diagnoses(orc_case *c, size_t n, const orc_tables *t, const orc_rule *r,
                       orc_fit fit[ORC_NFUN]);
/* Where a function's unexplained failures lie, gathered one failure at a time */
typedef struct {
    long n;                        /* unexplained failures */
    double rel_lo, rel_hi;         /* their relative errors */
    double t_lo, t_hi;             /* their y/eps_v (NaN for named arguments) */
    unsigned pieces;               /* bit i: one lies in piece i */
    long drop, rise, flat;         /* a blend's: mu_k < mu_s, mu_k > mu_s, equal */
} orc_unexplained;
void orc_note_unexplained(orc_unexplained *u, const orc_case *c);
/* Print, under function fn's row, what its fit found and where its unexplained
   failures lie */
void orc_print_diagnosis_notes(FILE *out, int fn, const orc_fit *fit,
                               const orc_unexplained *u);
typedef struct {
    int variant, is_float, level;
    uint64_t seed;
    uint64_t mask;                 /* bit fn set: generate inputs for function fn */
} orc_point_spec;
/* Append the fixed inputs (grid, y = 0, breakpoints, zeros, extremes, outside the
   domain). */
void orc_fixed_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p);
/* Append n random inputs for each function of the mask, continuing the stream *state. */
void orc_random_points(orc_cases *cs, const orc_point_spec *p, uint64_t *state, size_t n);
size_t orc_random_per_function(int level);
typedef int orc_region_fn(const orc_case *c, int is_float);        /* ORC_WORKING, ... */
typedef int orc_nan_fn(const orc_case *c);           /* must strict mode answer NaN? */
typedef void orc_judge_fn(orc_case *c, const orc_tables *t, const orc_rule *r);
typedef uint64_t orc_diagnose_fn(const orc_case *c, const orc_tables *t,
                                 const orc_rule *r);
typedef void orc_bracket_fn(const orc_case *c, const orc_tables *t, const orc_rule *r,
                            double rounded[3]);
typedef double orc_cross_check_fn(const orc_case *c, const orc_tables *t, int variant);
typedef void orc_fixed_fn(orc_cases *cs, const orc_tables *t, const orc_point_spec *p);
typedef void orc_draw_fn(orc_cases *cs, const orc_point_spec *p, uint64_t *state);
typedef void orc_self_test_fn(check_tally *tally, const orc_tables *t, int stride);
typedef void orc_vectors_header_fn(FILE *out, int variant, unsigned long long seed);
typedef struct {
    const char *name;      /* as --family spells it; its golden vectors' file name */
    const char *kind;      /* what one of its functions is, in a message */
    const char *header;    /* its CSV header, without the value column */
    int first, count;      /* its functions: orc_fn[first] and the count - 1 after it */
    int columns;           /* its CSV's columns arg1, ...; 0: y, eps_v, mu_s, mu_k */
    int per_blend;         /* golden vectors for each blend, in files named after it */
    orc_region_fn *region;           /* the region of an input: ORC_WORKING, ... */
    orc_nan_fn *must_be_nan;         /* outside the domain: is NaN due in strict mode? */
    orc_judge_fn *judge;             /* expected, ulps, scaled, verdict inside the domain */
    orc_diagnose_fn *diagnose;       /* the explanations of a failure */
    orc_bracket_fn *bracket;         /* the exact value rounded to nearest, down and up */
    orc_cross_check_fn *cross_check; /* the second opinion of the self-test */
    orc_fixed_fn *fixed_points;      /* its fixed inputs */
    orc_draw_fn *draw;               /* one random input for each of its functions */
    orc_self_test_fn *self_test;     /* its claims in oracle --self-test */
    orc_vectors_header_fn *vectors_header;  /* the first lines of its golden vectors */
} orc_family_info;
extern const orc_family_info orc_families[ORC_NFAMILY];
/* Read a CSV of values (see the book); append its rows to cs.  Errors go to err as
   "file:line: message"; returns the number of errors (0: every row was good).  The second
   form reads an open stream, with name standing for the file in messages. */
int orc_read_values(const char *path, orc_cases *cs, int is_float, FILE *err);
int orc_read_values_from(FILE *in, const char *name, orc_cases *cs, int is_float,
                         FILE *err);
/* Write the inputs of cs as the CSV that `make points` promises: that family's rows. */
void orc_write_points(FILE *out, const orc_cases *cs, int family);
enum { ORC_ARG_Y, ORC_ARG_Y2, ORC_ARG_EPS, ORC_ARG_MU_S, ORC_ARG_MU_K, ORC_ARG_ONE,
       ORC_ARG_X0, ORC_ARG_OUT = ORC_ARG_X0 + 9,    /* X0 + i: the i-th named argument */
       ORC_NARG };                                  /* OUT: the peak's double * */
enum { ORC_COVER_ALL, ORC_COVER_STICKING, ORC_COVER_SLIDING };
enum { ORC_MAX_ARGS = 9 };
typedef struct {
    char symbol[128];
    int nargs, cover;
    signed char arg[ORC_MAX_ARGS];
    int positive;                  /* y > 0 only: y <= 0 is uncovered */
    int power;                     /* the symbol returns the function times y^power */
    long line;                     /* its map line, 0 for a default binding */
    const char *map;               /* and the map's name */
} orc_binding;
void orc_default_bindings(orc_binding b[ORC_NFUN]);          /* IPC's names and orders */
/* Read a map file into b (which holds the defaults); returns the number of errors.  The
   second form reads an open stream, with name standing for the file in messages. */
int orc_read_map(const char *path, orc_binding b[ORC_NFUN], FILE *err);
int orc_read_map_from(FILE *in, const char *name, orc_binding b[ORC_NFUN], FILE *err);
/* Evaluate every pending case of cs with the library at path, recording each call's side
   effects.  found[fn] says whether the function was there; info, what loading the library
   did to the floating-point environment (ORC_FX_*) and whether exception flags could be
   observed at all; the children write their output to info->log_fd (if not -1), and the
   last line a child wrote before it stopped in a function is kept, the first time, as
   that function's message.  Returns 0, or 2 after a message on err if the library cannot
   be loaded or has none of the functions. */
typedef struct {
    unsigned load_effects; int flags_unobservable;
    int log_fd;                           /* where the children's output goes, or -1 */
    char message[ORC_NFUN][160];          /* the first crash's last line of output */
} orc_run_info;
int orc_run_library(const char *path, const orc_binding b[ORC_NFUN], int is_float,
                    double timeout, orc_cases *cs, int found[ORC_NFUN],
                    orc_run_info *info, FILE *err);
typedef struct {
    const char *impl, *values, *points, *vectors, *map;
    orc_rule rule;
    int level, errors, self_test, list_families;
    int sample;                    /* the self-test checks 1 input in sample (0: all) */
    long draws;                    /* random inputs per function (0: the level's) */
    int family;                    /* whose file --points writes: ORC_FRICTION, ... */
    unsigned families;             /* bit f: a check judges family f (all by default) */
    int families_named;            /* --family was given, even naming them all */
    uint64_t seed;
    double timeout;
    const char *report, *junit;    /* the JSON and JUnit files */
    const char *log;               /* where the library's output goes */
    uint64_t functions;            /* bit fn: claimed with --functions (0: not given) */
    uint64_t skipped;              /* bit fn: not checked, --skip */
    int help;                          /* --help: print the usage, exit 0 */
} orc_options;
/* Parse argv into o; 0, or -1 after a message on err.  orc_usage prints the summary. */
int  orc_read_options(int argc, char **argv, orc_options *o, FILE *err);
void orc_usage(FILE *out);
#endif
