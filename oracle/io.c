/* Tangled from doc/oracle-impl.nw; edit there, not here. */
#define _POSIX_C_SOURCE 200809L               /* strtok_r */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "oracle.h"

typedef struct { const char *path; FILE *err; int count; } input_errors;

#ifdef __GNUC__
__attribute__((format(printf, 3, 4)))
#endif
static void input_error(input_errors *e, long line, const char *fmt, ...)
{
    va_list ap;
    if (++e->count > 20)
        return;                                  /* the total is reported by the caller */
    fprintf(e->err, "%s:%ld: ", e->path, line);
    va_start(ap, fmt);
    vfprintf(e->err, fmt, ap);
    va_end(ap);
    fputc('\n', e->err);
}
static char *trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t')
        s++;
    while (end > s && strchr(" \t\r\n", end[-1]) != NULL)
        *--end = '\0';
    return s;
}

static int split_fields(char *line, char **field, int max)
{
    int n = 0;
    for (char *p = line;; ) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        if (n < max)
            field[n] = trim(p);
        n++;
        if (!comma)
            return n;
        p = comma + 1;
    }
}
static int is_hex(const char *s)
{
    const char *p = s + (*s == '-' || *s == '+');
    return p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
}

static int is_special(const char *s)                      /* inf, infinity, nan */
{
    return isalpha((unsigned char)s[*s == '-' || *s == '+']);
}

static int is_hex_or_special(const char *s)
{
    return is_hex(s) || is_special(s);
}

static int mantissa_is_zero(const char *s)
{
    const int hex = is_hex(s);
    s += (*s == '-' || *s == '+') + 2 * hex;
    for (; *s && !strchr(hex ? "pP" : "eE", *s); s++)
        if (hex ? isxdigit((unsigned char)*s) && *s != '0' : *s >= '1' && *s <= '9')
            return 0;
    return 1;
}

static int hex_is_exact(const char *s, double x)
{
    mpfr_t m;
    int exact;
    mpfr_init2(m, (mpfr_prec_t)(4 * strlen(s) + 16));
    exact = mpfr_strtofr(m, s, NULL, 16, MPFR_RNDN) == 0 && mpfr_cmp_d(m, x) == 0;
    mpfr_clear(m);
    return exact;
}
/* Read a whole field as a double: NULL, or what is wrong with it. */
static const char *parse_number(const char *s, double *x)
{
    char *end;
    if (*s == '\0')
        return "empty";
    if (isspace((unsigned char)*s))                 /* strtod would skip it: "\rnan" */
        return "not a number: it begins with white space (a carriage return?)";
    *x = strtod(s, &end);
    if (*end != '\0')
        return "not a number";
    if (isinf(*x) && !is_special(s))
        return "beyond the double range";
    if (*x == 0 && !mantissa_is_zero(s))
        return "so small that it reads as zero";
    if (is_hex(s) && !hex_is_exact(s, *x))
        return "a hex float with more bits than a double holds";
    return NULL;
}

static int significant_digits(const char *s)
{
    int n = 0, started = 0;
    for (; *s && *s != 'e' && *s != 'E'; s++)
        if (isdigit((unsigned char)*s)) {
            started |= *s != '0';
            n += started;
        }
    return n;
}
static int decimal_is_exact(const char *s, double x)
{
    mpz_t m;
    mpq_t q, d;
    long exp10 = 0;
    int sign = 1, exact;
    const char *p = s;
    if (!isfinite(x))
        return 0;
    mpz_init(m);
    if (*p == '-' || *p == '+')
        sign = *p++ == '-' ? -1 : 1;
    for (int after_point = 0; *p && *p != 'e' && *p != 'E'; p++) {
        if (*p == '.') {
            after_point = 1;
            continue;
        }
        mpz_mul_ui(m, m, 10);
        mpz_add_ui(m, m, (unsigned long)(*p - '0'));
        exp10 -= after_point;
    }
    if (*p == 'e' || *p == 'E') {
        const long e = strtol(p + 1, NULL, 10);
        exp10 += e > 5000 ? 5000 : e < -5000 ? -5000 : e;
    }
    mpq_inits(q, d, (mpq_ptr)0);
    mpq_set_z(q, m);
    mpz_ui_pow_ui(m, 10, (unsigned long)labs(exp10));
    mpq_set_z(d, m);
    if (exp10 >= 0)
        mpq_mul(q, q, d);
    else
        mpq_div(q, q, d);
    if (sign < 0)
        mpq_neg(q, q);
    mpq_set_d(d, x);
    exact = mpq_equal(q, d);
    mpq_clears(q, d, (mpq_ptr)0);
    mpz_clear(m);
    return exact;
}
/* A value: 0 and *x set, 1 for an empty field (missing), -1 with *why set if
   malformed. */
static int parse_value(const char *s, int is_float, double *x, const char **why)
{
    if (*s == '\0')
        return 1;
    if ((*why = parse_number(s, x)) != NULL)
        return -1;
    if (is_float && !isnan(*x) && (double)(float)*x != *x) {
        *why = "not a binary32 number (PRECISION=float)";
        return -1;
    }
    if (!is_hex_or_special(s) && significant_digits(s) < (is_float ? 9 : 17)
        && !decimal_is_exact(s, *x)) {
        *why = is_float ? "short: fewer than 9 significant digits"
                          " (write a hex float or %.9g)"
                        : "short: fewer than 17 significant digits"
                          " (write a hex float or %.17g)";
        return -1;
    }
    return 0;
}
static int parse_float_value(const char *s, double *x, const char **why)
{
    if (is_hex_or_special(s) || *s == '\0')
        return parse_value(s, 1, x, why);
    if ((*why = parse_number(s, x)) != NULL)
        return -1;
    const float f = strtof(s, NULL);
    if (isinf(f)) {
        *why = "beyond the binary32 range";
        return -1;
    }
    if (significant_digits(s) < 9 && !decimal_is_exact(s, (double)f)) {
        *why = "short: fewer than 9 significant digits (write a hex float or %.9g)";
        return -1;
    }
    *x = f;
    return 0;
}
static const char *const csv_header[6] = { "function", "y", "eps_v", "mu_s", "mu_k",
                                           "value" };
static const char *const named_header[10] = { "function", "arg1", "arg2", "arg3", "arg4",
                                              "arg5", "arg6", "arg7", "arg8", "arg9" };
enum { MAX_FIELDS = 64 };

/* The next line, NUL-terminated, or NULL at the end; *nul is set if it held a NUL
   byte. */
static char *read_line(FILE *in, char **buf, size_t *cap, int *nul)
{
    size_t n = 0;
    int ch;
    *nul = 0;
    while ((ch = getc(in)) != EOF) {
        if (n + 2 > *cap) {
            char *b = realloc(*buf, *cap = *cap ? 2 * *cap : 256);
            if (b == NULL) {
                fputs("oracle: out of memory\n", stderr);
                exit(2);
            }
            *buf = b;
        }
        (*buf)[n++] = (char)ch;
        *nul |= ch == '\0';
        if (ch == '\n')
            break;
    }
    if (n == 0)
        return NULL;
    (*buf)[n] = '\0';
    return *buf;
}
/* The number of argument columns a header announces: 0 (the twelve's file), 5 or 6 */
static int named_columns(char *const *field, int n)
{
    if (n < 2 || strcmp(field[1], "arg1") != 0)
        return 0;
    return n > 9 && strcmp(field[9], "arg9") == 0 ? 9
         : n > 6 && strcmp(field[6], "arg6") == 0 ? 6 : 5;
}
static int check_header(char *line, input_errors *e, int *ncol, int *nnamed)
{
    char *field[MAX_FIELDS];
    const int n = split_fields(line, field, MAX_FIELDS);
    *nnamed = named_columns(field, n);
    int family = 0;
    while (orc_families[family].columns != *nnamed)
        family++;
    const int nw = *nnamed ? *nnamed + 2 : 6;
    for (int i = 0; i < nw; i++) {
        const char *want = i == nw - 1 ? "value"
                         : *nnamed ? named_header[i] : csv_header[i];
        if (i >= n || strcmp(field[i], want) != 0) {
            if (i == nw - 1 && n == nw - 1)
                input_error(e, 1, "no value column: append one (header %s,value)",
                            orc_families[family].header);
            else
                input_error(e, 1, "the header must begin %s,value",
                            orc_families[family].header);
            return -1;
        }
    }
    if (n > MAX_FIELDS) {
        input_error(e, 1, "%d columns: at most %d are allowed", n, MAX_FIELDS);
        return -1;
    }
    for (int i = nw; i < n; i++)
        fprintf(e->err, "%s:1: note: column '%s' ignored (the oracle computes the truth"
                " itself)\n", e->path, field[i]);
    *ncol = n;
    return 0;
}
static int read_input(const char *field, const char *name, int is_float, double *x,
                      long lineno, input_errors *e);

static void read_row(char *line, long lineno, int ncol, int nnamed, int is_float,
                     orc_cases *cs, input_errors *e)
{
    char *f[MAX_FIELDS];
    double x[9] = { 0, 0, 0, 0, 0, 0, 0, 0, 0 }, value = 0;
    const char *why = "";
    int n, fn, missing;
    if (strchr(line, '"') != NULL) {
        input_error(e, lineno, "quoted fields are not supported");
        return;
    }
    if ((n = split_fields(line, f, MAX_FIELDS)) != ncol) {
        input_error(e, lineno, "%d fields where the header has %d", n, ncol);
        return;
    }
    if ((fn = orc_find_function(f[0], strlen(f[0]))) < 0) {
        input_error(e, lineno, "unknown function '%s'", f[0]);
        return;
    }
    if (nnamed ? !orc_named_args(fn) || orc_fn[fn].nargs > nnamed : orc_named_args(fn)) {
        input_error(e, lineno, "%s is %s: its rows belong in a file with the header %s,value",
                    f[0], orc_families[orc_family(fn)].kind,
                    orc_families[orc_family(fn)].header);
        return;
    }
    if (nnamed) {
        for (int i = 0; i < nnamed; i++) {
            if (i >= orc_fn[fn].nargs) {
                if (*f[i + 1] != '\0') {
                    input_error(e, lineno, "%s must be empty: %s takes %d arguments",
                                named_header[i + 1], orc_fn[fn].name, orc_fn[fn].nargs);
                    return;
                }
                continue;
            }
            if (read_input(f[i + 1], orc_fn[fn].arg[i], is_float, &x[i], lineno, e) != 0)
                return;
        }
    } else {
        for (int i = 0; i < 4; i++) {
            const int wanted = i < 2 || orc_fn[fn].blend;
            if (!wanted) {
                if (*f[i + 1] != '\0') {
                    input_error(e, lineno, "%s must be empty for %s", csv_header[i + 1],
                                orc_fn[fn].name);
                    return;
                }
                continue;
            }
            if (read_input(f[i + 1], csv_header[i + 1], is_float, &x[i], lineno, e) != 0)
                return;
        }
    }
    const char *field = f[1 + (nnamed ? nnamed : 4)];
    missing = is_float ? parse_float_value(field, &value, &why)
                       : parse_value(field, 0, &value, &why);
    if (orc_is_predicate(fn) && (missing < 0 || (missing == 0 && value != 1 && value != 0
                                                 && value != -1))) {
        input_error(e, lineno, "value '%s' is not 1, 0 or -1 (%s answers an int)", field,
                    orc_fn[fn].name);
        return;
    }
    if (missing < 0) {
        input_error(e, lineno, "value '%s' is %s", field, why);
        return;
    }
    if (nnamed)
        orc_push_args(cs, fn, ORC_SET_FILE, x);
    else
        orc_push(cs, fn, ORC_SET_FILE, x[0], x[1], x[2], x[3]);
    cs->c[cs->n - 1].line = lineno;
    cs->c[cs->n - 1].got = value;
    cs->c[cs->n - 1].status = (signed char)(missing ? ORC_MISSING : ORC_DONE);
}
static int read_input(const char *field, const char *name, int is_float, double *x,
                      long lineno, input_errors *e)
{
    const char *why;
    if ((why = parse_number(field, x)) != NULL) {
        input_error(e, lineno, "%s '%s' is %s", name, field, why);
        return -1;
    }
    if (is_float && !isnan(*x) && (double)(float)*x != *x) {
        input_error(e, lineno, "%s '%s' is not a binary32 number (PRECISION=float)", name,
                    field);
        return -1;
    }
    return 0;
}
int orc_read_values_from(FILE *in, const char *name, orc_cases *cs, int is_float,
                         FILE *err)
{
    input_errors e = { name, err, 0 };
    char *buf = NULL, *line;
    size_t cap = 0;
    long lineno = 0;
    int ncol = 0, header = 0, nul, nnamed = 0;
    while ((line = read_line(in, &buf, &cap, &nul)) != NULL) {
        lineno++;
        if (nul) {
            input_error(&e, lineno, "a NUL byte: this is not a text file");
            continue;
        }
        if (lineno == 1 && memcmp(line, "\xef\xbb\xbf", 3) == 0)
            memmove(line, line + 3, strlen(line + 3) + 1);     /* a UTF-8 byte order mark */
        if (*trim(line) == '\0')
            continue;
        if (!header) {
            header = 1;
            if (check_header(line, &e, &ncol, &nnamed) != 0)
                break;
        } else
            read_row(line, lineno, ncol, nnamed, is_float, cs, &e);
    }
    if (!header)
        input_error(&e, lineno > 0 ? lineno : 1, "empty file: no header");
    if (e.count > 20)
        fprintf(err, "%s: %d errors in all\n", name, e.count);
    free(buf);
    return e.count;
}

int orc_read_values(const char *path, orc_cases *cs, int is_float, FILE *err)
{
    FILE *in = fopen(path, "r");
    int count;
    if (in == NULL) {
        fprintf(err, "%s: cannot open: %s\n", path, strerror(errno));
        return 1;
    }
    count = orc_read_values_from(in, path, cs, is_float, err);
    fclose(in);
    return count;
}
static void write_hex(FILE *out, double x)
{
    if (isnan(x))
        fputs("nan", out);
    else
        fprintf(out, "%a", x);
}

void orc_write_points(FILE *out, const orc_cases *cs, int family)
{
    const int nnamed = orc_families[family].columns;
    fprintf(out, "%s\n", orc_families[family].header);
    for (size_t i = 0; i < cs->n; i++) {
        const orc_case *c = &cs->c[i];
        if (orc_family(c->fn) != family)
            continue;
        fprintf(out, "%s,", orc_fn[c->fn].name);
        if (nnamed) {
            for (int k = 0; k < nnamed; k++) {
                if (k < orc_fn[c->fn].nargs)
                    write_hex(out, c->x[k]);
                fputs(k < nnamed - 1 ? "," : "\n", out);
            }
        } else {
            write_hex(out, c->y);
            fputc(',', out);
            write_hex(out, c->eps);
            fputc(',', out);
            if (orc_fn[c->fn].blend) {
                write_hex(out, c->mu_s);
                fputc(',', out);
                write_hex(out, c->mu_k);
            } else
                fputc(',', out);
            fputc('\n', out);
        }
    }
}
static const char *const arg_name[ORC_NARG] = { "y", "y2", "eps_v", "mu_s", "mu_k",
                                                "one" };
static const char *const cover_name[] = { "all", "sticking", "sliding" };

void orc_default_bindings(orc_binding b[ORC_NFUN])
{
    static const signed char mollifier[] = { ORC_ARG_Y, ORC_ARG_EPS };
    static const signed char blend[] = { ORC_ARG_Y, ORC_ARG_MU_S, ORC_ARG_MU_K,
                                         ORC_ARG_EPS };
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        b[fn] = (orc_binding){ .cover = ORC_COVER_ALL };   /* no transform, no map line */
        snprintf(b[fn].symbol, sizeof b[fn].symbol, "%s", orc_fn[fn].name);
        b[fn].nargs = orc_fn[fn].blend ? 4 : 2;
        memcpy(b[fn].arg, orc_fn[fn].blend ? blend : mollifier, (size_t)b[fn].nargs);
        b[fn].cover = ORC_COVER_ALL;
        if (orc_named_args(fn)) {
            b[fn].nargs = orc_fn[fn].nargs;
            for (int i = 0; i < b[fn].nargs; i++)
                b[fn].arg[i] = (signed char)(ORC_ARG_X0 + i);
            if (orc_is_peak(fn))
                b[fn].arg[b[fn].nargs++] = ORC_ARG_OUT;        /* double *y_over_eps */
            if (orc_is_peak(fn) == 2)
                b[fn] = b[fn - 1];               /* the position: the peak's own call */
            if (orc_law(fn) >= 0)                /* an output of a law: the law's call */
                snprintf(b[fn].symbol, sizeof b[fn].symbol, "%s",
                         orc_law_symbol[orc_law(fn)]);
        }
    }
}
static int word_index(const char *w, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, names[i]) == 0)
            return i;
    return -1;
}

static int is_symbol(const char *w)
{
    for (const char *p = w; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.$@", *p))
            return 0;
    return !isdigit((unsigned char)*w) && strlen(w) < 128;
}
static int law_named(const char *name)
{
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (orc_law(fn) >= 0 && orc_law_output(fn) == 0
            && strcmp(name, orc_law_symbol[orc_law(fn)]) == 0)
            return fn;
    return -1;
}
static void read_map_line(char *line, long lineno, orc_binding b[ORC_NFUN], int *seen,
                          input_errors *e)
{
    char *w[16], *save = NULL;
    int n = 0, fn, count[ORC_NARG] = { 0 }, tail = 0;
    orc_binding nb = { .cover = ORC_COVER_ALL, .line = lineno, .map = e->path };
    for (char *tok = strtok_r(line, " \t\r\n", &save); tok;
         tok = strtok_r(NULL, " \t\r\n", &save))
        if (n < 16)
            w[n++] = tok;
        else {
            input_error(e, lineno, "too many words");
            return;
        }
    if (n == 0)
        return;
    if ((fn = orc_find_function(w[0], strlen(w[0]))) < 0 && (fn = law_named(w[0])) < 0) {
        input_error(e, lineno, "'%s' is not one of the oracle's function names", w[0]);
        return;
    }
    if (orc_law(fn) >= 0 && strcmp(w[0], orc_law_symbol[orc_law(fn)]) != 0) {
        input_error(e, lineno, "%s is an output of %s: map that function instead", w[0],
                    orc_law_symbol[orc_law(fn)]);
        return;
    }
    if (seen[fn]++) {
        input_error(e, lineno, "%s is mapped twice", w[0]);
        return;
    }
    if (n < 2 || !is_symbol(w[1])) {
        if (n < 2)
            input_error(e, lineno, "no symbol for %s", w[0]);
        else
            input_error(e, lineno, "'%s' is not a symbol name", w[1]);
        return;
    }
    snprintf(nb.symbol, sizeof nb.symbol, "%s", w[1]);
    if (orc_law(fn) >= 0) {
        if (n > 2) {
            input_error(e, lineno, "%s takes the arrays of smooth-aniso.h: give only its"
                        " symbol", w[0]);
            return;
        }
        snprintf(b[fn].symbol, sizeof b[fn].symbol, "%s", w[1]);
        b[fn].line = lineno;
        b[fn].map = e->path;
        return;
    }
    for (int i = 2; i < n; i++) {
        int a = word_index(w[i], arg_name, ORC_ARG_X0), c = word_index(w[i], cover_name, 3);
        char known[64] = "y y2 eps_v mu_s mu_k one out";
        if (orc_named_args(fn)) {
            const int j = word_index(w[i], orc_fn[fn].arg, orc_fn[fn].nargs);
            a = j >= 0 ? ORC_ARG_X0 + j : a == ORC_ARG_ONE ? a : -1;
            if (orc_is_peak(fn) && strcmp(w[i], "y_over_eps") == 0)
                a = ORC_ARG_OUT;
            known[0] = '\0';
            for (int k = 0; k < orc_fn[fn].nargs; k++)
                strcat(strcat(known, orc_fn[fn].arg[k]), " ");
            strcat(known, orc_is_peak(fn) ? "y_over_eps one" : "one");
        }
        if (strcmp(w[i], "out") == 0 && !orc_named_args(fn))
            a = ORC_ARG_OUT;
        if (c >= 0 || strcmp(w[i], "positive") == 0 || strcmp(w[i], "over") == 0
            || strcmp(w[i], "times") == 0) {
            const int bit = c >= 0 ? 1 : w[i][0] == 'p' ? 2 : 4;
            const int power = i + 1 < n ? word_index(w[i + 1], arg_name, 2) + 1 : 0;   /* y: 1 */
            if (tail & bit) {
                input_error(e, lineno, "'%s': a second %s", w[i], bit == 1 ? "coverage word"
                            : bit == 2 ? "'positive'" : "transform");
                return;
            }
            tail |= bit;
            if (bit == 1)
                nb.cover = c;
            else if (bit == 2)
                nb.positive = 1;
            else if (power == 0) {
                input_error(e, lineno, "'%s' must be followed by y or y2", w[i]);
                return;
            } else
                nb.power = w[i++][0] == 'o' ? power : -power;
            continue;
        }
        if (a >= 0 && tail) {
            input_error(e, lineno, "'%s': arguments come before the transform and coverage",
                        w[i]);
            return;
        }
        if (a < 0) {
            input_error(e, lineno, "'%s' is not an argument (%s)", w[i], known);
            return;
        }
        if (nb.nargs == ORC_MAX_ARGS) {
            input_error(e, lineno, "more than %d arguments", ORC_MAX_ARGS);
            return;
        }
        nb.arg[nb.nargs++] = (signed char)a;
        count[a]++;
    }
    if (orc_named_args(fn)) {
        for (int k = 0; k < orc_fn[fn].nargs; k++)
            if (count[ORC_ARG_X0 + k] != 1) {
                input_error(e, lineno, "%s needs %s exactly once", orc_fn[fn].name,
                            orc_fn[fn].arg[k]);
                return;
            }
        if (orc_is_predicate(fn) && nb.nargs != 2) {
            input_error(e, lineno, "%s takes mu_s and mu_k, nothing else", orc_fn[fn].name);
            return;
        }
        if (nb.cover != ORC_COVER_ALL && (orc_family(fn) != ORC_STRIBECK || orc_is_peak(fn))) {
            input_error(e, lineno, "%s has no y: its coverage can only be all", orc_fn[fn].name);
            return;
        }
        if (orc_is_peak(fn) == 2) {
            input_error(e, lineno, "%s is the position of %s: map that function instead",
                        orc_fn[fn].name, orc_fn[fn - 1].name);
            return;
        }
        if (orc_is_peak(fn) && (count[ORC_ARG_OUT] != 1 || nb.arg[nb.nargs - 1] != ORC_ARG_OUT)) {
            input_error(e, lineno, "%s needs y_over_eps exactly once, last", orc_fn[fn].name);
            return;
        }
    } else {
        const int blend = orc_fn[fn].blend;
        const char *bad = count[ORC_ARG_Y] + count[ORC_ARG_Y2] != 1
                          ? "exactly one of y and y2"
                        : count[ORC_ARG_EPS] != 1 ? "eps_v exactly once"
                        : blend && (count[ORC_ARG_MU_S] != 1 || count[ORC_ARG_MU_K] != 1)
                          ? "mu_s and mu_k exactly once each"
                        : !blend && (count[ORC_ARG_MU_S] || count[ORC_ARG_MU_K])
                          ? "no mu_s or mu_k (a mollifier function has none)" : NULL;
        if (bad) {
            input_error(e, lineno, "%s needs %s", orc_fn[fn].name, bad);
            return;
        }
    }
    if (orc_named_args(fn) && (nb.power != 0 || (nb.positive
            && (orc_family(fn) != ORC_STRIBECK || orc_is_peak(fn))))) {
        input_error(e, lineno, "%s %s", orc_fn[fn].name, nb.power != 0
                    ? "takes no transform (only the twelve functions do)"
                    : "has no y: it cannot be positive only");
        return;
    }
    if (!orc_named_args(fn) && (count[ORC_ARG_OUT] > 1
            || (count[ORC_ARG_OUT] == 1 && nb.arg[nb.nargs - 1] != ORC_ARG_OUT))) {
        input_error(e, lineno, "%s: out must come once, last", orc_fn[fn].name);
        return;
    }
    if (!orc_named_args(fn) && nb.nargs - count[ORC_ARG_OUT] > 6) {
        input_error(e, lineno, "%s: more than 6 numbers", orc_fn[fn].name);
        return;
    }
    b[fn] = nb;
}
int orc_read_map_from(FILE *in, const char *name, orc_binding b[ORC_NFUN], FILE *err)
{
    input_errors e = { name, err, 0 };
    char *buf = NULL, *line;
    size_t cap = 0;
    long lineno = 0;
    int seen[ORC_NFUN] = { 0 }, nul;
    while ((line = read_line(in, &buf, &cap, &nul)) != NULL) {
        char *hash = strchr(line, '#');
        lineno++;
        if (nul) {
            input_error(&e, lineno, "a NUL byte: this is not a text file");
            continue;
        }
        if (hash)
            *hash = '\0';
        read_map_line(line, lineno, b, seen, &e);
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (orc_is_peak(fn) == 2)
            b[fn] = b[fn - 1];                        /* the position: the peak's call */
        else if (orc_law(fn) >= 0)
            b[fn] = b[fn - orc_law_output(fn)];       /* an output: its law's call */
    free(buf);
    return e.count;
}

int orc_read_map(const char *path, orc_binding b[ORC_NFUN], FILE *err)
{
    FILE *in = fopen(path, "r");
    int count;
    if (in == NULL) {
        fprintf(err, "%s: cannot open: %s\n", path, strerror(errno));
        return 1;
    }
    count = orc_read_map_from(in, path, b, err);
    fclose(in);
    return count;
}
