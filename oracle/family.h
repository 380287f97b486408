/* Tangled from doc/oracle-impl.nw and doc/oracle-peak.nw; edit there, not here. */
#ifndef ORACLE_FAMILY_H
#define ORACLE_FAMILY_H
#include "check.h"
#include "mpv.h"
#include "oracle.h"
#include "random.h"

orc_region_fn orc_friction_region, orc_coefficients_region, orc_direction_region,
              orc_stribeck_region, orc_aniso_region;
orc_nan_fn orc_friction_must_be_nan, orc_coefficients_must_be_nan,
           orc_direction_must_be_nan, orc_stribeck_must_be_nan, orc_aniso_must_be_nan;
orc_judge_fn orc_friction_judge, orc_coefficients_judge, orc_direction_judge,
             orc_stribeck_judge, orc_aniso_judge;
orc_diagnose_fn orc_friction_diagnose, orc_coefficients_diagnose, orc_direction_diagnose,
                orc_stribeck_diagnose, orc_aniso_diagnose;
orc_bracket_fn orc_friction_bracket, orc_coefficients_bracket, orc_direction_bracket,
               orc_stribeck_bracket, orc_aniso_bracket;
orc_cross_check_fn orc_friction_cross_check, orc_coefficients_cross_check,
                   orc_direction_cross_check, orc_stribeck_cross_check,
                   orc_aniso_cross_check;
orc_fixed_fn orc_friction_fixed_points, orc_coefficients_fixed_points,
             orc_direction_fixed_points, orc_stribeck_fixed_points,
             orc_aniso_fixed_points;
orc_draw_fn orc_friction_draw, orc_coefficients_draw, orc_direction_draw,
            orc_stribeck_draw, orc_aniso_draw;
orc_self_test_fn orc_friction_self_test, orc_coefficients_self_test,
                 orc_direction_self_test, orc_stribeck_self_test, orc_aniso_self_test;
orc_vectors_header_fn orc_friction_vectors_header, orc_coefficients_vectors_header,
                      orc_direction_vectors_header, orc_stribeck_vectors_header,
                      orc_aniso_vectors_header;
orc_region_fn orc_peak_region;
orc_nan_fn orc_peak_must_be_nan;
orc_judge_fn orc_peak_judge;
orc_diagnose_fn orc_peak_diagnose;
orc_bracket_fn orc_peak_bracket;
orc_cross_check_fn orc_peak_cross_check;
orc_fixed_fn orc_peak_fixed_points;
orc_draw_fn orc_peak_draw;
orc_self_test_fn orc_peak_self_test;
orc_vectors_header_fn orc_peak_vectors_header;
int orc_peak_answer(int fn);
#define BIT(d) (UINT64_C(1) << (d))
typedef struct { mpq_t y, eps, mu[2]; } exact_inputs;     /* the twelve's inputs */
int exact_piece(mpq_t v, mpq_t s, const qfun *f, int i, const exact_inputs *in);
int in_range(double x, double lo, double hi);
int named_region(const orc_case *c, double lo, double hi);
int named_must_be_nan(const orc_case *c);
const mpv_format *format_of(const orc_rule *r);
double scaled_gap(const mpfr_t m, const mpq_t v, const mpq_t s);
double mpfr_gap(const mpfr_t m, const mpfr_t v, const mpfr_t s);
int explains(const mpq_t got, const mpq_t w, const mpq_t v, const mpq_t s);
int counted(int region, const orc_rule *r);
double scaled_error(double got, const mpq_t v, const mpq_t s, const orc_rule *r);
int needs_no_comparison(const orc_case *c, const orc_rule *r, const mpq_t v, uint64_t *m);
uint64_t error_shape(const orc_case *c, const orc_rule *r, const mpq_t got, const mpq_t v,
                     const mpq_t s);
void judge_named(orc_case *c, const orc_rule *r, const mpq_t v, const mpq_t s,
                 double expected);
double in_format(double x, int is_float);
enum { ORC_NBASE_EXTREMES = 9, ORC_MAX_EXTREMES = 16 };
double walk(double x, long k, int is_float);
int extreme_magnitudes(double *xs, int is_float, const double *extra, int n);
double uniform(uint64_t *state, double a, double b);
void push_named(orc_cases *cs, const orc_point_spec *p, int fn, int set, double *x);
void push_one(orc_cases *cs, const orc_point_spec *p, int fn, int set, double y,
              double eps, double mu_s, double mu_k);
void set_inputs(exact_inputs *in, const orc_case *c);
void clear_inputs(exact_inputs *in);
uint64_t diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                  const exact_inputs *in, const mpq_t v, const mpq_t s, int piece);
static inline const char *all(int stride)         /* "all " when nothing is skipped */
{
    return stride == 1 ? "all " : "";
}

static inline const char *sample(int stride, char note[32])  /* ", a sample of 1 in N" */
{
    if (stride == 1)
        return "";
    snprintf(note, 32, ", a sample of 1 in %d", stride);
    return note;
}
extern const long break_steps[13];      /* the twelve's steps from a breakpoint */
int ladder(double *y, double b, int is_float);   /* the rungs b (1 -+ 2^-k), k = 1.. */
extern const double directions[9][2];   /* the grid's directions of u, lent to the laws */
int direction_ratio(mpq_t q, int k, const double *x);     /* 1: its fallback applies */
int root_of(mpq_t r, const mpq_t q, mpfr_prec_t prec);
#endif
