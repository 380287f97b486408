/* Tangled from doc/build.nw; edit there, not here. */
#define _GNU_SOURCE                                  /* fmemopen */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"

#define PROMISE(c) \
    do { if (!(c)) { fprintf(stderr, "broken promise: %s\n", #c); abort(); } } while (0)

static FILE *sink(void)
{
    static FILE *null;
    if (null == NULL)
        null = fopen("/dev/null", "w");
    return null;
}

#if FUZZ_TARGET == 1
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *copy = malloc(size + 1);
    const int is_float = (int)(size & 1);
    orc_cases cs = { NULL, 0, 0 };
    FILE *in;
    memcpy(copy, data, size);
    if ((in = fmemopen(copy, size, "r")) != NULL) {
        orc_read_values_from(in, "fuzz.csv", &cs, is_float, sink());
        fclose(in);
    }
    for (size_t k = 0; k < cs.n; k++) {
        const orc_case *c = &cs.c[k];
        PROMISE(c->fn >= 0 && c->fn < ORC_NFUN && c->line >= 2);
        PROMISE(c->status == ORC_DONE || c->status == ORC_MISSING);
        PROMISE(!is_float || c->status != ORC_DONE || isnan(c->got)
                || (double)(float)c->got == c->got);
        PROMISE(!orc_is_predicate(c->fn) || c->status != ORC_DONE || c->got == 1
                || c->got == 0 || c->got == -1);
    }
    free(cs.c);
    free(copy);
    return 0;
}
#elif FUZZ_TARGET == 2
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *copy = malloc(size + 1);
    orc_binding b[ORC_NFUN];
    FILE *in;
    memcpy(copy, data, size);
    orc_default_bindings(b);
    if ((in = fmemopen(copy, size, "r")) != NULL) {
        orc_read_map_from(in, "fuzz.map", b, sink());
        fclose(in);
    }
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        PROMISE(b[fn].nargs >= 1 && b[fn].nargs <= ORC_MAX_ARGS);
        PROMISE(b[fn].cover >= ORC_COVER_ALL && b[fn].cover <= ORC_COVER_SLIDING);
        PROMISE(memchr(b[fn].symbol, '\0', sizeof b[fn].symbol) != NULL);
        for (int i = 0; i < b[fn].nargs; i++)
            PROMISE(b[fn].arg[i] >= 0 && b[fn].arg[i] < ORC_NARG);
        if (!orc_named_args(fn)) {
            int numbers = 0;
            for (int i = 0; i < b[fn].nargs; i++) {
                PROMISE(b[fn].arg[i] != ORC_ARG_OUT || i == b[fn].nargs - 1);
                numbers += b[fn].arg[i] != ORC_ARG_OUT;
            }
            PROMISE(numbers >= 2 && numbers <= 6);
            PROMISE(b[fn].power >= -2 && b[fn].power <= 2 && (b[fn].positive & ~1) == 0);
        } else
            PROMISE(b[fn].power == 0);
    }
    free(copy);
    return 0;
}
#elif FUZZ_TARGET == 3
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum { MAX_ARGS = 64 };
    char *copy = malloc(size + 1), *argv[MAX_ARGS + 1] = { "oracle" };
    int argc = 1;
    orc_options o;
    memcpy(copy, data, size);
    copy[size] = '\0';
    for (size_t i = 0; i <= size && argc < MAX_ARGS; i += strlen(copy + i) + 1)
        argv[argc++] = copy + i;
    argv[argc] = NULL;
    if (orc_read_options(argc, argv, &o, sink()) == 0 && !o.help) {
        PROMISE(!!o.impl + !!o.values + !!o.points + !!o.vectors + o.self_test
                + o.list_families == 1);
        PROMISE(o.level == 1 || o.level == 2);
        PROMISE(o.errors >= 0 && o.errors <= 1000000);
        PROMISE(o.timeout >= 0.001 && o.timeout <= 86400);
        PROMISE(o.rule.ulps >= 0 && o.rule.scaled >= 0);
        PROMISE(o.family >= ORC_FRICTION && o.family < ORC_NFAMILY);
        PROMISE(o.sample == 0
                || ((o.self_test || o.impl) && o.sample >= 1 && o.sample <= 1000000));
        PROMISE(o.draws >= 0 && o.draws <= 100000000);
        PROMISE(o.families != 0 && o.families < 1u << ORC_NFAMILY);
        PROMISE(!o.points || (o.families & (o.families - 1)) == 0
                || o.families == (1u << ORC_NFAMILY) - 1);
    }
    free(copy);
    return 0;
}
#else
#error "FUZZ_TARGET must be 1 (CSV), 2 (map) or 3 (options)"
#endif
