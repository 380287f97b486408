/* Tangled from doc/bench.nw; edit there, not here. */
#include <math.h>

enum {
    EXP, EXPM1, EXP2, LOG, LOG1P, LOG2, SQRT, CBRT, SIN, COS, TAN, ATAN, FLOOR, CEIL,
    TRUNC, ROUND, NEARBYINT, RINT, POW, HYPOT, ATAN2, NEXTAFTER, FMOD, FMIN, FMA, FREXP,
    LDEXP, NLIBM
};
const int bench_libm_count = NLIBM;
const char *const bench_libm_name[NLIBM] = {
    "exp", "expm1", "exp2", "log", "log1p", "log2", "sqrt", "cbrt", "sin", "cos", "tan",
    "atan", "floor", "ceil", "trunc", "round", "nearbyint", "rint", "pow", "hypot",
    "atan2", "nextafter", "fmod", "fmin", "fma", "frexp", "ldexp"
};
unsigned long bench_libm_calls[NLIBM];
#define WRAP1(f, k) double __real_##f(double); \
    double __wrap_##f(double x) { bench_libm_calls[k]++; return __real_##f(x); }
#define WRAP2(f, k) double __real_##f(double, double); \
    double __wrap_##f(double x, double y) \
    { bench_libm_calls[k]++; return __real_##f(x, y); }
WRAP1(exp, EXP) WRAP1(expm1, EXPM1) WRAP1(exp2, EXP2) WRAP1(log, LOG) WRAP1(log1p, LOG1P)
WRAP1(log2, LOG2) WRAP1(sqrt, SQRT) WRAP1(cbrt, CBRT) WRAP1(sin, SIN) WRAP1(cos, COS)
WRAP1(tan, TAN) WRAP1(atan, ATAN) WRAP1(floor, FLOOR) WRAP1(ceil, CEIL)
WRAP1(trunc, TRUNC)
WRAP1(round, ROUND) WRAP1(nearbyint, NEARBYINT) WRAP1(rint, RINT)
WRAP2(pow, POW) WRAP2(hypot, HYPOT) WRAP2(atan2, ATAN2) WRAP2(nextafter, NEXTAFTER)
WRAP2(fmod, FMOD) WRAP2(fmin, FMIN)
double __real_fma(double, double, double);
double __wrap_fma(double x, double y, double z)
{ bench_libm_calls[FMA]++; return __real_fma(x, y, z); }
double __real_frexp(double, int *);
double __wrap_frexp(double x, int *e)
{ bench_libm_calls[FREXP]++; return __real_frexp(x, e); }
double __real_ldexp(double, int);
double __wrap_ldexp(double x, int e)
{ bench_libm_calls[LDEXP]++; return __real_ldexp(x, e); }
