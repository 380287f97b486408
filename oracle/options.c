/* Tangled from doc/oracle-impl.nw; edit there, not here. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"

void orc_usage(FILE *out)
{
    fputs("usage: oracle --impl LIB.so | --values FILE.csv | --points OUT.csv"
          " | --vectors DIR\n"
          "       | --self-test [--sample N] | --list-families | --help\n"
          "  --variant cubic|quadratic   the mu blend to hold it to (default cubic)\n"
          "  --map FILE                  other names, argument orders, y^2, out,\n"
          "                              transforms, coverage (also positive)\n"
          "  --functions F[,F...]        the functions claimed (default: the twelve,\n"
          "                              those a map lists, or those of --family)\n"
          "  --precision double|float    the port's format (default double)\n"
          "  --ulps X --scaled X         the pass rule (default 4 and 32)\n"
          "  --strict 0|1                correctly rounded; every range;"
          " NaN outside domain\n"
          "  --range working|full        count the extreme range too (default working)\n"
          "  --errors N                  failing cases to list (default 10)\n"
          "  --level 1|2                 about 1.4e5 or more than 1e7 cases (default 1)\n"
          "  --seed N, --draws N         seed (default 1), draws per function (level's)\n"
          "  --sample N                  1 in N (self-test, --impl's fixed inputs)\n"
          "  --timeout S                 seconds one call may take (default 2)\n"
          "  --report FILE.json          the report again, as JSON\n"
          "  --junit FILE.xml            one JUnit test case per function\n"
          "  --log FILE                  keep what the library prints"
          " (default: dropped)\n"
          "  --family F[,F...]           the families checked (default all), or the one"
          " --points\n"
          "                              writes (default friction); F is one of\n"
          "                             ", out);
    for (int f = 0; f < ORC_NFAMILY; f++)
        fprintf(out, " %s", orc_families[f].name);
    fputs("\n  --skip F[,F...]             functions not checked: no cases, no claim\n"
          "  --help                      this summary (exit status 0)\n", out);
}
static int number_arg(const char *s, double lo, double hi, double *x)
{
    char *end;
    errno = 0;
    *x = strtod(s, &end);
    return *s != '\0' && *end == '\0' && errno == 0 && *x >= lo && *x <= hi ? 0 : -1;
}

static int choice_arg(const char *s, const char *a, const char *b, int *x)
{
    if (strcmp(s, a) == 0 || strcmp(s, b) == 0) {
        *x = strcmp(s, b) == 0;
        return 0;
    }
    return -1;
}
static int family_arg(const char *s, unsigned *mask)      /* e.g. "friction,stribeck" */
{
    *mask = 0;
    for (const char *p = s;; p += strcspn(p, ",") + 1) {
        const size_t n = strcspn(p, ",");
        int i = 0;
        while (i < ORC_NFAMILY && !(strlen(orc_families[i].name) == n
                                    && !strncmp(p, orc_families[i].name, n)))
            i++;
        if (i == ORC_NFAMILY)
            return -1;
        *mask |= 1u << i;
        if (p[n] == '\0')
            return 0;
    }
}
static int functions_arg(const char *opt, const char *s, uint64_t *mask, FILE *err)
{
    *mask = 0;
    for (const char *p = s;; p += strcspn(p, ",") + 1) {
        const size_t n = strcspn(p, ",");
        const int fn = orc_find_function(p, n);
        if (fn < 0) {
            fprintf(err, "oracle: %s: '%.*s' is not one of the oracle's"
                         " function names\n", opt, (int)n, p);
            return -1;
        }
        *mask |= UINT64_C(1) << fn;
        if (p[n] == '\0')
            return 0;
    }
}
int orc_read_options(int argc, char **argv, orc_options *o, FILE *err)
{
    double x;
    int actions = 0;
    *o = (orc_options){ .rule = { 4, 32, 0, 0, 0, BLEND_CUBIC }, .level = 1, .errors = 10,
                    .seed = 1, .timeout = 2 };
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i], *arg = i + 1 < argc ? argv[i + 1] : NULL;
        int bad = arg == NULL;
        if (!strcmp(opt, "--self-test") || !strcmp(opt, "--list-families")) {
            o->self_test |= !strcmp(opt, "--self-test");
            o->list_families |= !strcmp(opt, "--list-families");
            actions++;
            continue;
        }
        if (!strcmp(opt, "--help")) {
            o->help = 1;
            return 0;
        }
        if (!bad) {
            if (!strcmp(opt, "--impl"))
                o->impl = arg, actions++;
            else if (!strcmp(opt, "--values"))
                o->values = arg, actions++;
            else if (!strcmp(opt, "--points"))
                o->points = arg, actions++;
            else if (!strcmp(opt, "--vectors"))
                o->vectors = arg, actions++;
            else if (!strcmp(opt, "--map"))
                o->map = arg;
            else if (!strcmp(opt, "--variant"))
                bad = choice_arg(arg, "cubic", "quadratic", &o->rule.variant);
            else if (!strcmp(opt, "--precision"))
                bad = choice_arg(arg, "double", "float", &o->rule.is_float);
            else if (!strcmp(opt, "--strict"))
                bad = choice_arg(arg, "0", "1", &o->rule.strict);
            else if (!strcmp(opt, "--family"))
                bad = family_arg(arg, &o->families);
            else if (!strcmp(opt, "--range"))
                bad = choice_arg(arg, "working", "full", &o->rule.full_range);
            else if (!strcmp(opt, "--functions")) {
                if (functions_arg(opt, arg, &o->functions, err) != 0)
                    return -1;
            } else if (!strcmp(opt, "--skip")) {
                if (functions_arg(opt, arg, &o->skipped, err) != 0)
                    return -1;
            } else if (!strcmp(opt, "--report"))
                o->report = arg;
            else if (!strcmp(opt, "--junit"))
                o->junit = arg;
            else if (!strcmp(opt, "--log"))
                o->log = arg;
            else if (!strcmp(opt, "--ulps"))
                bad = number_arg(arg, 0, 1e300, &o->rule.ulps);
            else if (!strcmp(opt, "--scaled"))
                bad = number_arg(arg, 0, 1e300, &o->rule.scaled);
            else if (!strcmp(opt, "--timeout"))
                bad = number_arg(arg, 0.001, 86400, &o->timeout);
            else if (!strcmp(opt, "--errors"))
                bad = number_arg(arg, 0, 1e6, &x) || x != floor(x) || ((o->errors = (int)x), 0);
            else if (!strcmp(opt, "--level"))
                bad = number_arg(arg, 1, 2, &x) || x != floor(x) || ((o->level = (int)x), 0);
            else if (!strcmp(opt, "--sample"))
                bad = number_arg(arg, 1, 1e6, &x) || x != floor(x) || ((o->sample = (int)x), 0);
            else if (!strcmp(opt, "--draws"))
                bad = number_arg(arg, 1, 1e8, &x) || x != floor(x) || ((o->draws = (long)x), 0);
            else if (!strcmp(opt, "--seed")) {
                char *end;
                errno = 0;
                o->seed = strtoull(arg, &end, 0);
                bad = *arg == '\0' || *arg == '-' || *end != '\0' || errno != 0;
            } else {
                fprintf(err, "oracle: unknown option %s\n", opt);
                return -1;
            }
        }
        if (bad) {
            fprintf(err, "oracle: bad or missing value for %s%s%s\n", opt,
                    arg ? ": " : "", arg ? arg : "");
            return -1;
        }
        i++;
    }
    if (o->help)
        return 0;
    if (actions != 1) {
        fputs("oracle: give exactly one of --impl, --values, --points, --vectors,"
              " --self-test, --list-families\n", err);
        return -1;
    }
    if (o->sample && !o->self_test && !o->impl) {
        fputs("oracle: --sample is for --self-test and --impl only\n", err);
        return -1;
    }
    if (o->points && o->families != 0 && (o->families & (o->families - 1)) != 0) {
        fputs("oracle: --points writes one family's file: give one name to --family\n", err);
        return -1;
    }
    while (o->families >> o->family > 1u)
        o->family++;
    o->families_named = o->families != 0;
    if (o->families == 0)
        o->families = (1u << ORC_NFAMILY) - 1;
    if (o->skipped) {
        uint64_t left = o->functions & ~o->skipped;
        for (int fn = 0; fn < ORC_NFUN; fn++)
            if ((o->families >> orc_family(fn) & 1) && !(o->skipped >> fn & 1))
                left |= UINT64_C(1) << fn;
        if (left == 0) {
            fputs("oracle: --skip leaves no function to check\n", err);
            return -1;
        }
    }
    return 0;
}
