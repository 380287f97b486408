/* Tangled from doc/blend.nw; edit there, not here. */
#ifndef BLEND_EXACT_H
#define BLEND_EXACT_H
#include <mpfr.h>
#include <stdio.h>
#include "qpoly.h"

/* The two blends and the seven functions of each, in the order of IPC Toolkit's API. */
enum { BLEND_CUBIC, BLEND_QUADRATIC, BLEND_N };
enum { BL_MU, BL_MU_DERIV, BL_MU_F0, BL_MU_F1, BL_MU_F2, BL_MU_F1_OVER_X,
       BL_MU_F2X_MINUS_MU_F1_OVER_X3, BL_NFUN };
enum { BL_MU_S, BL_MU_K };                 /* the parameter index of mu_s and of mu_k */

extern const char *const blend_name[BLEND_N];              /* "cubic", "quadratic" */
extern const char *const blend_c_name[BLEND_N][BL_NFUN];   /* the C library's names */
extern const char *const blend_tex_name[BL_NFUN];
/* The chapter-1 function that each reduces to, times mu_k, when mu_s = mu_k; -1 for mu,
   mu'. */
extern const int blend_counterpart[BL_NFUN];

/* Derive the seven functions of a blend; initialises f[], the caller qfun_clear()s it.
   Returns 0, or -1 if the requirements had no unique solution. */
int blend_derive(qfun f[BL_NFUN], int blend);

/* Write piece i of f as LaTeX math: eps_v^m times a polynomial in t whose coefficients
   are linear forms in mu_s, mu_k, printed over a common denominator, e.g.
   (17 mu_k - 7 mu_s)/30. */
void blend_print_piece_latex(FILE *out, const qfun *f, int piece);

/* The continuity class at breakpoint b of f for every value of the parameters: the
   largest k such that the pieces on both sides agree in value and k derivatives; -1 if
   discontinuous. */
int qfun_continuity_class(const qfun *f, int b);

/* d := df/dy at y by a 256-bit-style difference stencil of step 2^-80 eps: central
   (side = 0), or one-sided from the right (+1) or the left (-1); params as
   mpv_qfun_eval. */
void mpv_qfun_difference(mpfr_t d, const qfun *f, const mpfr_t y, const mpfr_t eps,
                         const mpfr_t *params, int side);
#endif
