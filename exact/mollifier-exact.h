/* Tangled from doc/mollifier.nw; edit there, not here. */
#ifndef MOLLIFIER_EXACT_H
#define MOLLIFIER_EXACT_H
#include "qpoly.h"

/* The five mollifier functions, in the order of IPC Toolkit's documentation. */
enum { MOL_F0, MOL_F1, MOL_F2, MOL_F1_OVER_X, MOL_F2X_MINUS_F1_OVER_X3, MOL_NFUN };

/* The C name and a LaTeX name of each function, indexed by the enum above. */
extern const char *const mollifier_c_name[MOL_NFUN];
extern const char *const mollifier_tex_name[MOL_NFUN];

/* Derive all five from the requirements on f1; initialises f[], the caller qfun_clear()s
   it.  Returns 0, or -1 if the requirements had no unique solution. */
int mollifier_derive(qfun f[MOL_NFUN]);
#endif
