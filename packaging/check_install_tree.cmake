# ctest: installs the build into a scratch prefix and checks the standard layout.
#   cmake -DBUILD_DIR=... -DPREFIX=... -DAPP_ID=... -DSIZES=16;22;... -P check_install_tree.cmake
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
set(expected
    bin/grandchess
    bin/grandchess-engine
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/man/man6/grandchess.6
    share/man/man6/grandchess-engine.6
    share/doc/grandchess/README.md
    share/doc/grandchess/LICENSE)
foreach(size IN LISTS SIZES)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
set(missing)
foreach(f IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${f})
        list(APPEND missing ${f})
    endif()
endforeach()
file(GLOB_RECURSE installed RELATIVE ${PREFIX} ${PREFIX}/*)
list(LENGTH installed count)
list(LENGTH expected expectedCount)
if(missing)
    message(FATAL_ERROR "missing from the installed tree: ${missing}")
endif()
if(NOT count EQUAL expectedCount)
    list(REMOVE_ITEM installed ${expected})
    message(FATAL_ERROR "unexpected files in the installed tree: ${installed}")
endif()
message(STATUS "installed tree: all ${count} files in place")
