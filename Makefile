# smooth friction: a literate reference and oracle.
# The C in src/, exact/, verify/, oracle/, bench/, the scripts in tools/ and the gnuplot scripts
# in figures/ are tangled from doc/*.nw
# and committed, so `make`, `make verify` and `make check` need only a C compiler, GSL, MPFR
# and GMP (plus noweb for the drift check).  `make doc` also needs noweb and pdflatex.

PREFIX  ?= /usr/local
DESTDIR ?=
CC      ?= cc
CFLAGS  ?= -O2
WARN     = -std=c11 -Wall -Wextra -Wpedantic
LIBS_V   = -lmpfr -lgmp -lgsl -lgslcblas -lm
LIB_FP   = -ffp-contract=off
LIB_LIBS = -lgmp -lm
B        = build
BD       = $(B)/bench-libs
# the counting copies: defined before the doc rule, which needs them as prerequisites
BENCH_COUNTING = $(foreach f,libsmoothfriction.so ref.so ref-quadratic.so,$(BD)/counting/$(f))
BENCH_LIBS = $(foreach b,default native,$(BD)/$(b)/libsmoothfriction.so $(BD)/$(b)/ref.so \
               $(BD)/$(b)/ref-quadratic.so)

# Chapters in reading order, then the appendices: Part I, then Part II.
NW = $(patsubst %,doc/%.nw,book mollifier blend static-peak hybrid varying stribeck oracle rolling \
       exact mollifier-check blend-check peak-check hybrid-check varying-check stribeck-check \
       rolling-check \
       oracle-impl oracle-friction oracle-coefficients oracle-direction oracle-stribeck \
       oracle-aniso oracle-peak rounding fast-paths laws-fast laws-exact testbed bench build index)

# Every file notangle writes; `make check` fails if doc/ does not produce exactly these.
LIB_SRC  = $(patsubst %,src/%.c,smooth-friction smooth-mu smooth-peak smooth-pair smooth-aniso \
             smooth-stribeck sf-exact)
# The public headers: what `make install` installs and `make uninstall` removes.  The
# README and doc/build.nw name them; tools/check-cplusplus.sh checks that they agree.
PUBLIC_HDR = src/smoothfriction.h src/smooth-friction.h src/smooth-mu.h src/smooth-peak.h \
             src/smooth-pair.h src/smooth-aniso.h src/smooth-stribeck.h \
             src/smooth-roll.h
LIB_HDR  = $(PUBLIC_HDR) src/sf-mu-forms.h src/sf-round.h src/sf-exact.h src/sf-exp.h \
           src/sf-potential.h
EXACT_SRC = exact/check.c exact/qpoly.c exact/mpv.c exact/mollifier-exact.c exact/blend-exact.c
EXACT_HDR = exact/check.h exact/qpoly.h exact/mpv.h exact/mollifier-exact.h exact/blend-exact.h \
            exact/random.h
V_LIB    = $(EXACT_SRC) verify/hybrid.c
V_HDR    = $(EXACT_HDR) verify/hybrid.h
CXX_TEST = verify/test-cplusplus.cc
V_PROGS  = $(patsubst %,verify/%.c,test-exact check-mollifier test-domain example-contact \
             check-blend test-blend-domain check-peak check-hybrid check-varying check-aniso \
             aniso-newton check-stribeck check-rolling roll-newton)
BENCH    = bench/bench-mollifier.c bench/bench.c bench/libm-count.c
ROUNDING = verify/test-rounding.c
ROUNDING_PROGS = $(B)/test-rounding $(B)/test-rounding-dekker $(B)/dekker/libsmoothfriction.so
ORC_SRC  = oracle/truth.c oracle/points.c oracle/io.c oracle/run.c \
           oracle/options.c oracle/oracle.c oracle/family-friction.c \
           oracle/family-coefficients.c \
           oracle/family-direction.c oracle/family-aniso.c oracle/family-stribeck.c \
           oracle/family-peak.c
ORC_HDR  = oracle/oracle.h oracle/family.h
TESTBED  = $(patsubst %,oracle/testbed/%,plain.c ipc.c horner.c port.hh wrap.cc values.py \
             corpus.c) oracle/testbed/ipc-style.cc \
           oracle/maps/legacy.map oracle/maps/quadratic.map oracle/maps/ipc-original.map
FIG_SRC  = $(foreach f,mollifier peak blend hybrid varying stribeck, \
             figures/$(f)-data.c figures/$(f).gp) figures/aniso.gp figures/rolling.gp
SCRIPTS  = $(patsubst %,tools/%.sh,tangle run-checks oracle-book check-rounding check-sanitize \
             check-sanitize-testbed \
             check-fuzz check-valgrind book-log book-defs check-doc book-transcript \
             check-cplusplus) \
           oracle/testbed/check-oracle.sh oracle/testbed/check-diagnoses.sh
FUZZ     = tools/valgrind.supp oracle/fuzz-readers.c \
           $(patsubst %,oracle/fuzz/%.dict,csv map options)
TANGLED  = $(LIB_SRC) $(LIB_HDR) $(V_LIB) $(V_HDR) $(V_PROGS) $(CXX_TEST) $(BENCH) $(ROUNDING) \
           $(ORC_SRC) $(ORC_HDR) $(TESTBED) $(FIG_SRC) $(SCRIPTS) $(FUZZ)

PROGS    = $(patsubst verify/%.c,$(B)/%,$(V_PROGS))
V_OBJ    = $(patsubst %.c,$(B)/%.o,$(notdir $(V_LIB)))
LIB_OBJ  = $(patsubst src/%.c,$(B)/%.o,$(LIB_SRC))
LIB_PIC  = $(patsubst src/%.c,$(B)/%.pic.o,$(LIB_SRC))

.PHONY: all verify check check-long doc figures bench install uninstall clean deps \
        deps-oracle tangle check-tangle points vectors fuzz print-public-hdr help
.DELETE_ON_ERROR:
.SECONDARY:

all: $(B)/libsmoothfriction.a $(B)/libsmoothfriction.so $(PROGS) $(B)/oracle $(B)/bench \
     $(ROUNDING_PROGS)

$(B):
	@mkdir -p $(B)

$(B)/%.o: src/%.c $(LIB_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) $(LIB_FP) -Isrc -c $< -o $@
$(B)/%.pic.o: src/%.c $(LIB_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) $(LIB_FP) -fPIC -Isrc -c $< -o $@
$(B)/libsmoothfriction.a: $(LIB_OBJ)
	$(AR) rcs $@ $^
$(B)/libsmoothfriction.so: $(LIB_PIC)
	$(CC) -shared -Wl,-soname,libsmoothfriction.so.1 $^ -o $@ $(LIB_LIBS)

$(B)/%.o: verify/%.c $(V_HDR) $(LIB_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) -Isrc -Iexact -Iverify -c $< -o $@
$(B)/%.o: exact/%.c $(EXACT_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) -Iexact -c $< -o $@
$(B)/bench-mollifier: bench/bench-mollifier.c $(B)/libsmoothfriction.a $(LIB_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) -Isrc $< $(B)/libsmoothfriction.a $(LIB_LIBS) -o $@
$(B)/%: $(B)/%.o $(V_OBJ) $(B)/libsmoothfriction.a
	$(CC) $(CFLAGS) $< $(V_OBJ) $(B)/libsmoothfriction.a $(LIBS_V) -o $@

# ---- correct rounding: the library again, counting its exact path, and with Dekker's product
$(B)/counting/%.o: src/%.c $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CFLAGS) $(LIB_FP) -DSF_COUNT_SLOW_PATH -Isrc -c $< -o $@
$(B)/dekker/%.o: src/%.c $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CFLAGS) $(LIB_FP) -DSF_COUNT_SLOW_PATH -DSF_FORCE_DEKKER -fPIC -Isrc -c $< -o $@
$(B)/dekker/libsmoothfriction.so: $(patsubst src/%.c,$(B)/dekker/%.o,$(LIB_SRC))
	$(CC) -shared $^ -o $@ $(LIB_LIBS)
$(B)/test-rounding: $(B)/test-rounding.o $(V_OBJ) $(patsubst src/%.c,$(B)/counting/%.o,$(LIB_SRC))
	$(CC) $(CFLAGS) $^ $(LIBS_V) -o $@
$(B)/test-rounding-dekker: $(B)/test-rounding.o $(V_OBJ) \
                           $(patsubst src/%.c,$(B)/dekker/%.o,$(LIB_SRC))
	$(CC) $(CFLAGS) $^ $(LIBS_V) -o $@

# ---- the oracle: judged on both cores (OpenMP), foreign code run in child processes -----
ORC_OBJ  = $(patsubst oracle/%.c,$(B)/oracle-%.o,$(ORC_SRC))
$(ORC_OBJ): $(B)/oracle-%.o: oracle/%.c $(ORC_HDR) $(EXACT_HDR) | $(B)
	$(CC) $(WARN) $(CFLAGS) -fopenmp -Iexact -Ioracle -c $< -o $@
EXACT_OBJ = $(patsubst exact/%.c,$(B)/%.o,$(EXACT_SRC))
$(B)/oracle: $(ORC_OBJ) $(EXACT_OBJ)
	$(CC) $(CFLAGS) -fopenmp $(ORC_OBJ) $(EXACT_OBJ) -lmpfr -lgmp -lm -ldl -o $@

# ---- the variables make understands; any other on the command line is refused ---------
ORACLE_VARS = IMPL VALUES VARIANT MAP PRECISION ULPS SCALED STRICT RANGE ERRORS LEVEL SEED \
              TIMEOUT OUT FAMILY FUNCTIONS REPORT JUNIT LOG
BUILD_VARS  = CC CFLAGS PREFIX DESTDIR B SECONDS
given_vars  := $(foreach a,$(subst \ ,__SP__,$(MAKEOVERRIDES)),\
                 $(firstword $(subst :, ,$(subst =, ,$(a)))))
unknown_vars := $(filter-out $(ORACLE_VARS) $(BUILD_VARS),$(given_vars))
ifneq ($(strip $(unknown_vars)),)
$(error unknown variable $(unknown_vars); make understands $(ORACLE_VARS) $(BUILD_VARS) \
        (see README.md))
endif
oracle_given := $(filter $(ORACLE_VARS),$(given_vars))
other_goals  := $(filter-out verify points vectors deps deps-oracle help,\
                  $(if $(MAKECMDGOALS),$(MAKECMDGOALS),all))
ifneq ($(oracle_given),)
ifneq ($(other_goals),)
$(error $(oracle_given) would be ignored by make $(other_goals): the oracle's variables \
        are for make verify and make points)
endif
endif
ORACLE_OPTS = $(if $(VARIANT),--variant $(VARIANT)) $(if $(MAP),--map $(MAP)) \
              $(if $(PRECISION),--precision $(PRECISION)) $(if $(ULPS),--ulps $(ULPS)) \
              $(if $(SCALED),--scaled $(SCALED)) $(if $(STRICT),--strict $(STRICT)) \
              $(if $(RANGE),--range $(RANGE)) $(if $(ERRORS),--errors $(ERRORS)) \
              $(if $(LEVEL),--level $(LEVEL)) $(if $(SEED),--seed $(SEED)) \
              $(if $(TIMEOUT),--timeout $(TIMEOUT)) $(if $(FAMILY),--family $(FAMILY)) \
              $(if $(FUNCTIONS),--functions $(FUNCTIONS)) $(if $(REPORT),--report $(REPORT)) \
              $(if $(JUNIT),--junit $(JUNIT))

# ---- the main job: print the derivations, tables and checks of every chapter ----------
# With IMPL=lib.so or VALUES=file.csv it is the oracle's check of that implementation instead.
ifneq ($(IMPL)$(VALUES),)
verify: $(B)/oracle
	@$(B)/oracle $(if $(IMPL),--impl $(IMPL) --log $(or $(LOG),$(B)/oracle-impl.log)) \
	  $(if $(VALUES),--values $(VALUES)) $(ORACLE_OPTS)
else
verify: all
	@sh tools/run-checks.sh --verbose $(B) $(PROGS) $(B)/test-rounding $(B)/test-rounding-dekker \
	  oracle/testbed/check-oracle.sh
endif

# ---- golden vectors: correctly rounded values of a sample of the oracle's inputs ---------
vectors: $(B)/oracle
	@mkdir -p oracle/vectors
	$(B)/oracle --vectors oracle/vectors

# ---- the oracle's inputs as CSV, for an implementation in any language -------------------
points: $(B)/oracle
	@test -n "$(OUT)" || { echo "usage: make points OUT=file.csv" \
	  "[FAMILY=$$($(B)/oracle --list-families | paste -sd '|')]" \
	  "[VARIANT=cubic|quadratic] [PRECISION=float] [LEVEL=2] [SEED=n]"; exit 2; }
	@$(B)/oracle --points $(OUT) $(ORACLE_OPTS)

# ---- the tests: tangle drift + unit tests + verification; ends with "N passed, N failed" --
# The steps of make check in two lanes that run side by side (tools/run-checks.sh); make
# check-long runs the same steps at full strength where make check samples (CHECK_LONG=1:
# README.md, "What make check runs").
# The book (check-doc) reuses the record of check-oracle, whose lock it waits for, and the
# precision of the diagnoses, which runs just before it in its lane.
CHECK_STEPS = $(PROGS) $(B)/test-rounding $(B)/test-rounding-dekker oracle/testbed/check-oracle.sh \
              tools/check-rounding.sh:scalars tools/check-valgrind.sh tools/check-cplusplus.sh \
              tools/check-fuzz.sh \
              --beside tools/check-sanitize.sh tools/check-sanitize-testbed.sh \
              tools/check-rounding.sh:laws oracle/testbed/check-diagnoses.sh tools/check-doc.sh
CHECK_ENV   = TANGLED="$(TANGLED)" MAKE="$(MAKE)" \
              SAN_PROGS="$(notdir $(PROGS)) test-rounding test-rounding-dekker"
# The build before the steps uses both cores unless make was given its own -j.
CHECK_BUILD = $(MAKE) --no-print-directory $(if $(filter -j%,$(MAKEFLAGS)),,-j2) all
check:
	@$(CHECK_BUILD)
	@$(CHECK_ENV) sh tools/run-checks.sh $(B) $(CHECK_STEPS)
check-long:
	@$(CHECK_BUILD)
	@$(CHECK_ENV) CHECK_LONG=1 sh tools/run-checks.sh $(B) $(CHECK_STEPS)

# ---- fuzzing the oracle's readers (libFuzzer); `make fuzz SECONDS=600` for a long run -----
SECONDS ?= 60
fuzz:
	@sh tools/check-fuzz.sh $(B) $(SECONDS)

# Tangle every root of doc/*.nw into $(B)/tangle with a banner naming its sources; fail on a
# notangle error, a missing root or an unexpected one (doc/build.nw, tools/tangle.sh).
check-tangle: | $(B)
	@sh tools/tangle.sh $(B)/tangle "$(TANGLED)" $(NW)

# Re-tangle and replace the committed copies that changed.
tangle: check-tangle
	@for f in $(TANGLED); do \
	  cmp -s $(B)/tangle/$$f $$f || { cp $(B)/tangle/$$f $$f && echo "tangled $$f"; }; done

# ---- figures: the data come from the C library itself -----------------------------------
# A figure set is a gnuplot script figures/NAME.gp that draws the figures FIGS from
# $(B)/NAME.dat, as PNG in figures/ and as PDF in $(B) for the book.  The data come from
# figures/NAME-data.c linked with the library, or from a rule of their own below.
define figure_set
FIGURES += $(patsubst %,figures/%.png,$(2))
FIG_PDF += $(patsubst %,$(B)/%.pdf,$(2))
$(patsubst %,figures/%.png,$(2)) $(patsubst %,$(B)/%.pdf,$(2)) &: figures/$(1).gp $(B)/$(1).dat
	gnuplot -e "data='$(B)/$(1).dat'; png='figures'; pdf='$(B)'" figures/$(1).gp
endef
$(eval $(call figure_set,mollifier,f0 f1))
$(eval $(call figure_set,blend,blend-mu blend-mu-f1 blend-mu-f0))
$(eval $(call figure_set,peak,peak))
$(eval $(call figure_set,hybrid,hybrid-v hybrid-v-peak hybrid-error hybrid-cost hybrid-push))
$(eval $(call figure_set,varying,varying-ratio varying-peak))
$(eval $(call figure_set,aniso,aniso-direction aniso-breakaway))
$(eval $(call figure_set,stribeck,stribeck-force stribeck-peak))
$(eval $(call figure_set,rolling,rolling-disc rolling-ball rolling-creep))

$(B)/%-data: figures/%-data.c $(B)/libsmoothfriction.a
	$(CC) $(WARN) $(CFLAGS) -Isrc $< $(B)/libsmoothfriction.a $(LIB_LIBS) -o $@
$(B)/hybrid-data: figures/hybrid-data.c $(B)/hybrid.o $(B)/libsmoothfriction.a
	$(CC) $(WARN) $(CFLAGS) -Isrc -Iverify $< $(B)/hybrid.o $(B)/libsmoothfriction.a \
	  -lgsl -lgslcblas $(LIB_LIBS) -o $@
$(B)/%.dat: $(B)/%-data
	$< > $@
$(B)/aniso.dat: $(B)/aniso-newton
	$(B)/aniso-newton --dat $@ > /dev/null
$(B)/rolling.dat: $(B)/roll-newton
	$(B)/roll-newton --dat $@ > /dev/null
figures: $(FIGURES)

# ---- the book ---------------------------------------------------------------------------
doc: doc/book.pdf
doc/book.pdf: $(NW) $(PROGS) $(B)/oracle $(B)/libsmoothfriction.so $(B)/bench $(BENCH_LIBS) \
              $(BENCH_COUNTING) $(B)/bench-mollifier $(FIG_PDF)
	@mkdir -p $(B)/doc/gen
	$(B)/check-mollifier --tex $(B)/doc/gen > /dev/null
	$(B)/check-blend --tex $(B)/doc/gen > /dev/null
	$(B)/check-peak --tex $(B)/doc/gen > $(B)/doc/gen/check-peak.txt
	awk '$$1 == "0.1" && NF == 7 { printf "\\newcommand{\\peakCubicTenth}{%.4f}\n" \
	       "\\newcommand{\\peakQuadraticTenth}{%.4f}\n", $$2, $$4 } \
	     /cubic blend scaled by mu_s\/g\*: kinetic level at r = 0.1 becomes/ { \
	       printf "\\newcommand{\\rescaleCubicTenth}{%s}\n", $$(NF - 1) }' \
	  $(B)/doc/gen/check-peak.txt > $(B)/doc/gen/peak-answers.tex
	{ printf '%s\n' '\begin{footnotesize}' '\begin{verbatim}'; $(B)/bench-mollifier 2>/dev/null; \
	  echo "measured on: $$(uname -m), $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"; \
	  printf '%s\n' '\end{verbatim}' '\end{footnotesize}'; } > $(B)/doc/gen/mollifier-bench.tex
	$(B)/check-hybrid --tex $(B)/doc/gen > /dev/null
	$(B)/check-varying --tex $(B)/doc/gen > /dev/null
	$(B)/aniso-newton --tex $(B)/doc/gen > /dev/null
	$(B)/roll-newton --tex $(B)/doc/gen > /dev/null
	$(B)/check-stribeck --tex $(B)/doc/gen > /dev/null
	sh tools/book-transcript.sh $(B) $(PROGS) > $(B)/doc/gen/verify-transcript.tex
	sh tools/oracle-book.sh $(B) $(B)/doc/gen
	{ printf '%s\n' '\begin{tiny}' '\begin{verbatim}'; $(BENCH_RUN); \
	  printf '%s\n' '\end{verbatim}' '\end{tiny}'; } > $(B)/doc/gen/bench.tex
	cp $(FIG_PDF) $(B)/doc/
	{ v=$$(for p in MAJOR MINOR PATCH; do \
	         sed -n "s/^#define SMOOTHFRICTION_VERSION_$$p \([0-9]*\)$$/\1/p" src/smoothfriction.h; \
	       done | paste -sd.); \
	  c=$$(git rev-parse --short=12 HEAD 2>/dev/null) || c='not a git checkout'; \
	  [ -z "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || c="$$c, modified"; \
	  printf '\\newcommand{\\BookVersion}{%s}\n\\newcommand{\\BookCommit}{%s}\n' "$$v" "$$c"; \
	} > $(B)/doc/gen/version.tex
	cat $(NW) > $(B)/doc/book.nw
	sh tools/book-defs.sh $(B)/doc/book.nw $(TANGLED)
	noweave -delay -index $(B)/doc/book.nw > $(B)/doc/book.tex
	cd $(B)/doc && rm -f book.ind book.idx-used book.toc-used && for i in 1 2 3 4 5; do \
	  pdflatex -interaction=nonstopmode -halt-on-error book.tex > pdflatex.log || \
	    { tail -n 30 pdflatex.log; exit 1; }; \
	  if cmp -s book.idx book.idx-used && cmp -s book.toc book.toc-used && \
	     ! grep -q 'Rerun to get' book.log; then break; fi; \
	  [ $$i -lt 5 ] || break; \
	  cp book.idx book.idx-used; cp book.toc book.toc-used; makeindex -q book.idx; done
	@sh tools/book-log.sh $(B)/doc || \
	  { echo "doc: the book has the faults above ($(B)/doc/book.log)"; exit 1; }
	cp $(B)/doc/book.pdf $@

# ---- benchmark: our library against the straightforward formulas, side by side ---------
# Each side is a shared library called through pointers, built with the same flags: once
# with CFLAGS, once with -O3 -march=native; a third copy of each counts the exact path and
# the calls of libm (doc/bench.nw): every libm function named in bench/libm-count.c is
# wrapped, and a counting copy that imports another one is refused.
comma := ,
LIBM_COUNTED = $(shell sed -n '/bench_libm_name/,/};/p' bench/libm-count.c 2>/dev/null | \
                 grep -o '"[a-z0-9]*"' | tr -d '"')
COUNT_LIBM = bench/libm-count.c $(foreach f,$(LIBM_COUNTED),-Wl$(comma)--wrap=$(f))
CHECK_LIBM = for s in $$(nm -D --undefined-only $@ | awk '$$1 == "U" { sub(/@.*/, "", $$2); print $$2 }'); do \
	  case " $(LIBM_COUNTED) __errno_location abort free malloc realloc " in *" $$s "*) ;; *) case $$s in __gmp*) ;; \
	  *) echo "$@: $$s is not counted (bench/libm-count.c)"; rm -f $@; exit 1;; esac;; esac; done
$(BD)/%/libsmoothfriction.so: $(LIB_SRC) $(LIB_HDR) bench/libm-count.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(if $(filter native,$*),-O3 -march=native,$(CFLAGS)) \
	  $(if $(filter counting,$*),-DSF_COUNT_SLOW_PATH) $(LIB_FP) -fPIC -shared -Isrc $(LIB_SRC) \
	  $(if $(filter counting,$*),$(COUNT_LIBM)) -o $@ $(LIB_LIBS)
	@$(if $(filter counting,$*),$(CHECK_LIBM))
BENCH += bench/plain-stribeck.c
$(BD)/%/ref.so: oracle/testbed/plain.c bench/plain-stribeck.c bench/libm-count.c
	@mkdir -p $(@D)
	$(CC) -std=c11 $(if $(filter native,$*),-O3 -march=native,$(CFLAGS)) -fPIC -shared \
	  oracle/testbed/plain.c bench/plain-stribeck.c $(if $(filter counting,$*),$(COUNT_LIBM)) \
	  -o $@ -lm
	@$(if $(filter counting,$*),$(CHECK_LIBM))
$(BD)/%/ref-quadratic.so: oracle/testbed/plain.c bench/libm-count.c
	@mkdir -p $(@D)
	$(CC) -std=c11 $(if $(filter native,$*),-O3 -march=native,$(CFLAGS)) -DQUADRATIC -fPIC -shared \
	  $< $(if $(filter counting,$*),$(COUNT_LIBM)) -o $@ -lm
	@$(if $(filter counting,$*),$(CHECK_LIBM))
$(B)/bench: bench/bench.c src/smooth-pair.h exact/random.h | $(B)
	$(CC) $(WARN) $(CFLAGS) -Isrc -Iexact $< -o $@ -ldl -lm
BENCH_RUN = echo "measured on: $$(uname -m)," \
	    "$$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')," \
	    "$$($(CC) --version | head -n 1)"; \
	  $(B)/bench $(if $(filter 1,$(BENCH_QUICK)),--quick) $(BENCH_COUNTING) \
	  "default flags ($(CFLAGS))" \
	  $(BD)/default/libsmoothfriction.so $(BD)/default/ref.so $(BD)/default/ref-quadratic.so \
	  "-O3 -march=native" \
	  $(BD)/native/libsmoothfriction.so $(BD)/native/ref.so $(BD)/native/ref-quadratic.so
bench: $(B)/bench $(BENCH_LIBS) $(BENCH_COUNTING)
	@$(BENCH_RUN)

# ---- installation -----------------------------------------------------------------------
# The version has one source, src/smoothfriction.h: the pkg-config file takes it from there.
install: $(B)/libsmoothfriction.a $(B)/libsmoothfriction.so
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(B)/libsmoothfriction.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/libsmoothfriction.so $(DESTDIR)$(PREFIX)/lib/libsmoothfriction.so.1
	ln -sf libsmoothfriction.so.1 $(DESTDIR)$(PREFIX)/lib/libsmoothfriction.so
	install -m 644 $(PUBLIC_HDR) $(DESTDIR)$(PREFIX)/include/
	v=$$(awk '/^#define SMOOTHFRICTION_VERSION_(MAJOR|MINOR|PATCH) / { v = v s $$3; s = "." } \
	          END { print v }' src/smoothfriction.h); \
	case $$v in [0-9]*.[0-9]*.[0-9]*) ;; \
	  *) echo "install: no version in src/smoothfriction.h"; exit 1;; esac; \
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$${prefix}/lib' 'includedir=$${prefix}/include' '' \
	  'Name: smoothfriction' 'Description: IPC smooth friction mollifiers, reference implementation' \
	  "Version: $$v" 'Libs: -L$${libdir} -lsmoothfriction' 'Libs.private: -lgmp -lm' \
	  'Cflags: -I$${includedir}' > $(DESTDIR)$(PREFIX)/lib/pkgconfig/smoothfriction.pc
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libsmoothfriction.a $(DESTDIR)$(PREFIX)/lib/libsmoothfriction.so \
	      $(DESTDIR)$(PREFIX)/lib/libsmoothfriction.so.1 \
	      $(addprefix $(DESTDIR)$(PREFIX)/include/,$(notdir $(PUBLIC_HDR))) \
	      $(DESTDIR)$(PREFIX)/lib/pkgconfig/smoothfriction.pc
# For tools/check-cplusplus.sh: the public headers, one per line.
print-public-hdr:
	@printf '%s\n' $(PUBLIC_HDR)

clean:
	rm -rf $(B) doc/book.pdf

# ---- the targets and variables, on one screen ----------------------------------------------
help:
	@echo 'targets:'
	@echo '  make verify IMPL=lib.so     check a port (a shared library) with the oracle'
	@echo '  make verify VALUES=f.csv    check a table of values written by a port'
	@echo '  make points OUT=f.csv       write the inputs for VALUES= (any language)'
	@echo '  make verify                 print every chapter'"'"'s derivations, tables and checks'
	@echo '  make / make all             build the library, the checks and the oracle'
	@echo '  make check                  every test; ends with "N passed, N failed"'
	@echo '  make check-long             the same at full strength (slow)'
	@echo '  make vectors                rewrite the golden vectors in oracle/vectors'
	@echo '  make doc                    the book, doc/book.pdf (noweb, pdflatex)'
	@echo '  make deps-oracle            install only what make verify IMPL= needs (Debian)'
	@echo '  make figures, bench, fuzz, tangle, check-tangle, install, uninstall, clean, deps'
	@echo 'variables of make verify and make points (see README.md):'
	@echo '  IMPL VALUES MAP VARIANT=cubic|quadratic PRECISION=double|float'
	@echo '  FUNCTIONS=f,g,... (the claim) FAMILY=f,g,... ($(shell \
	  [ -x $(B)/oracle ] && $(B)/oracle --list-families | paste -sd ' ' || \
	  echo friction coefficients direction stribeck aniso))'
	@echo '  ULPS SCALED STRICT=1 RANGE=full LEVEL=1|2 SEED ERRORS TIMEOUT OUT'
	@echo '  REPORT=file.json JUNIT=file.xml LOG=file (default $(B)/oracle-impl.log)'
	@echo 'build variables: $(BUILD_VARS)'

# ---- Debian packages: install only what is missing (sudo when not root) ------------------
DEB_BUILD = gcc g++ make libc6-dev noweb libgsl-dev libmpfr-dev libgmp-dev gnuplot-nox python3 \
            clang libclang-rt-14-dev valgrind pkg-config
DEB_BOOK  = texlive-latex-base texlive-latex-recommended lmodern
DEB_ORACLE = gcc make libc6-dev libmpfr-dev libgmp-dev
# install-missing PACKAGES: apt-get install those not installed yet
define install-missing
@missing=$$(for p in $(1); do \
    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || \
    echo $$p; done); \
if [ -z "$$missing" ]; then echo "deps: all Debian packages present"; exit 0; fi; \
echo "deps: installing $$missing"; \
sudo=; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
$$sudo apt-get update && \
  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y --no-install-recommends $$missing
endef
deps:
	$(call install-missing,$(DEB_BUILD) $(DEB_BOOK))
# only what make verify IMPL=... needs (the oracle's sources are committed, tangled)
deps-oracle:
	$(call install-missing,$(DEB_ORACLE))
